// @vitest-environment jsdom
// The job page's aside (docs/product-decisions.md "The job page's aside"): the facts a seeker decides on and one
// clear way to apply, by the job's application workflow.
import { describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import { getRegion } from '@/regions/registry';
import { JobApplyCard } from './job-apply-card';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);

type Job = NonNullable<GetJobQuery['getJob']>;
const term = (label: string) => ({ tid: 1, label, pathAlias: null });

function job(over: Partial<Job>): Job {
  return {
    id: 'j1',
    title: 'Pflegefachkraft (m/w/d)',
    description: '<p>Wir freuen uns auf dich.</p>',
    applicationWorkflow: 'internal',
    applicationLink: null,
    locationLabel: 'Nürnberg',
    locations: [
      { label: 'Nürnberg', lat: 49.45, lon: 11.08, address: null },
      { label: 'Fürth', lat: 49.47, lon: 10.99, address: null },
    ],
    employmentTypes: [term('Vollzeit'), term('Teilzeit')],
    remoteOptions: [],
    salary: { min: 3200, max: 3800, currencyCode: 'EUR', unit: 'month' },
    organizationAssignment: null,
    organization: {
      id: 'o1',
      name: 'Klinikum Nord',
      slug: 'klinikum-nord',
      url: '/arbeitgeber/klinikum-nord',
      logo: null,
    },
    ...over,
  } as Job;
}

async function card(over: Partial<Job>, applied = false) {
  const html = await renderServer(await JobApplyCard({ job: job(over), region: getRegion('franken')!, applied }));
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('JobApplyCard', () => {
  it('names the place, the type and the pay, and leads to the form below', async () => {
    const doc = await card({});
    const text = doc.body.textContent ?? '';
    expect(doc.querySelector('h2')?.textContent).toBe('Auf einen Blick');
    expect(text).toContain('Nürnberg +1 weiterer Ort');
    expect(text).toContain('Vollzeit, Teilzeit');
    expect(text).toMatch(/3\.200/);
    // No remote option given: no empty "Arbeitsmodell".
    expect(text).not.toContain('Arbeitsmodell');
    const apply = doc.querySelector('a.button');
    expect(apply?.textContent).toBe('Jetzt bewerben');
    expect(apply?.getAttribute('href')).toBe('#bewerben');
    expect(text).toContain('Bewirb dich direkt hier mit dem Formular – deine Unterlagen gehen an Klinikum Nord.');
  });

  it('says clearly that the form is the way when the ad asks for an e-mail', async () => {
    const doc = await card({ description: '<p>Bewerbung bitte per E-Mail an personal@klinikum.example</p>' });
    expect(doc.body.textContent).toContain('du brauchst aber keine eigene E-Mail zu schreiben');
    expect(doc.querySelector('a.button')?.getAttribute('href')).toBe('#bewerben');
  });

  it("leads to the employer's own page where the job is applied for there", async () => {
    const doc = await card({ applicationWorkflow: 'link', applicationLink: 'https://karriere.example/123' });
    const apply = doc.querySelector('a.button');
    expect(apply?.getAttribute('href')).toBe('/api/jobs/j1/apply-link');
    expect(apply?.getAttribute('target')).toBe('_blank');
    expect(doc.body.textContent).toContain('Die Bewerbung läuft über die Seite des Arbeitgebers.');
  });

  it('offers no button once the application is sent, nor for a link job without a link', async () => {
    expect((await card({}, true)).querySelector('a.button')).toBeNull();
    expect((await card({ applicationWorkflow: 'link', applicationLink: null })).querySelector('a.button')).toBeNull();
  });
});
