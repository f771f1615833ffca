// @vitest-environment jsdom
// Job ads on landing pages (docs/product-decisions.md "Job ads on landing pages"): job cards under a heading
// naming the page's search, and a plain link to the full listing.
import { describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import type { JobTeaserFieldsFragment } from '@/lib/graphql/generated/operations';
import { getRegion } from '@/regions/registry';
import { LandingAdsBlock } from './landing-ads-block';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);

const job = (id: string, title: string, featured = false): JobTeaserFieldsFragment => ({
  id,
  url: `/job/${id}`,
  type: 'job_per_template',
  title,
  teaser: 'Wir suchen dich.',
  locationLabel: 'Ingolstadt',
  locations: [{ label: 'Ingolstadt' }],
  distanceKm: null,
  publishedAt: '2026-11-28T08:00:00Z',
  featured,
  linkUrl: null,
  organization: { id: 'o1', name: 'Klinikum Ingolstadt', slug: 'klinikum', url: '/arbeitgeber/klinikum', logo: null },
  organizationAssignment: null,
  logo: null,
  employmentTypes: [],
  remoteOptions: [],
  salary: null,
});

async function block(search: string, href: string) {
  const ads = { jobs: [job('j1', 'Pflegefachkraft (m/w/d)', true), job('j2', 'Altenpfleger (m/w/d)')], search, href };
  const html = await renderServer(await LandingAdsBlock({ ads, region: getRegion('ingolstadt')! }));
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('LandingAdsBlock', () => {
  it('lists the jobs as cards under a heading naming the search, linked to the full listing', async () => {
    const doc = await block('Pflege', '/jobs?search=Pflege&sorting=recency');
    const section = doc.querySelector('section[aria-labelledby="landing-ads-title"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Aktuelle Stellenangebote: Pflege');
    expect([...section.querySelectorAll('ol > li h3 a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Pflegefachkraft (m/w/d)', '/job/j1'],
      ['Altenpfleger (m/w/d)', '/job/j2'],
    ]);
    const all = [...section.querySelectorAll('a')].at(-1)!;
    expect(all.textContent).toBe('Alle Stellenangebote zu „Pflege“ ansehen');
    expect(all.getAttribute('href')).toBe('/jobs?search=Pflege&sorting=recency');
  });

  it('names the site’s newest jobs where the page has no search', async () => {
    const doc = await block('', '/jobs?sorting=recency');
    expect(doc.querySelector('h2')?.textContent).toBe('Aktuelle Stellenangebote');
    expect([...doc.querySelectorAll('a')].at(-1)?.textContent).toBe('Alle Stellenangebote ansehen');
  });

  it('needs no script: no button, no form', async () => {
    const doc = await block('Pflege', '/jobs');
    expect(doc.querySelectorAll('button, form, script')).toHaveLength(0);
  });
});
