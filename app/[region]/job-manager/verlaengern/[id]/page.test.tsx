// @vitest-environment jsdom
// /job-manager/verlaengern/<id>: "Verlängern" says what it costs and what it gives before anything is charged;
// the form sends exactly the charge it showed; without credit there is no button but the way to buy; the way
// back is the job manager's own list only.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import ExtendJobPage from './page';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
const state = vi.hoisted(() => ({ viewer: null as unknown, quote: null as unknown }));
vi.mock('@/components/posting/wizard-gate', () => ({ wizardViewer: async () => state.viewer }));
vi.mock('@/components/posting/employers-only', () => ({ EmployersOnly: () => <p>employers only</p> }));
vi.mock('@/lib/data/job-manager', () => ({ loadExtensionQuote: async () => state.quote }));
vi.mock('@/lib/actions/extend-job-action', () => ({ extendJobAction: vi.fn() }));

const ID = 'c0ffee00-0000-4000-8000-000000000007';
const params = Promise.resolve({ region: 'rosenheim', id: ID });
async function dom(query: Record<string, string> = {}) {
  const html = await renderServer(await ExtendJobPage({ params, searchParams: Promise.resolve(query) }));
  return new DOMParser().parseFromString(html, 'text/html');
}

const JOB = {
  id: ID,
  title: 'Pflegefachkraft',
  state: 'published',
  frontend: 'rosenheim',
  frontendName: 'Rosenheim Jobs',
  publishedAt: '2026-11-01T08:00:00Z',
  expiresAt: '2026-12-01T08:00:00Z',
  createdAt: '2026-10-30T08:00:00Z',
  url: 'https://rosenheim.example/job/x',
  figures: { views: 1, applyStarts: 0, applications: 0, outboundClicks: 0 },
};
const quote = (values: Record<string, unknown>) => ({
  outcome: 'extended',
  charge: 'credit',
  expiresAt: '2026-12-31T08:00:00Z',
  jobCredits: 3,
  freeJobSlots: 0,
  creditUrl: `/checkout?job=${ID}`,
  job: JOB,
  ...values,
});
const hidden = (doc: Document, name: string) => doc.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

beforeEach(() => {
  state.viewer = { userId: 'u1', roles: ['recruiter'] };
  state.quote = quote({});
});

describe('the extension confirmation', () => {
  it('shows one job credit, the balance and the new end, and confirms exactly that charge', async () => {
    const doc = await dom({ zurueck: '/job-manager?status=published' });
    expect(doc.querySelector('h1')?.textContent).toBe('„Pflegefachkraft“ verlängern');
    expect(doc.querySelector('[data-testid="extension-cost"]')?.textContent).toBe(
      '1 Stellen-Guthaben (Sie haben noch 3)',
    );
    expect(doc.body.textContent).toContain('Läuft bis 31. Dezember 2026');
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Verlängern für 1 Stellen-Guthaben');
    expect(hidden(doc, 'charge')).toBe('credit');
    expect(hidden(doc, 'jobId')).toBe(ID);
    expect(hidden(doc, 'back')).toBe('/job-manager?status=published');
  });

  it('names a slot of the subscription when that is what it takes', async () => {
    state.quote = quote({ charge: 'slot', freeJobSlots: 2 });
    const doc = await dom();
    expect(doc.querySelector('[data-testid="extension-cost"]')?.textContent).toBe(
      'Ein Platz Ihres Abonnements (2 Plätze frei)',
    );
    expect(hidden(doc, 'charge')).toBe('slot');
  });

  it('offers no button without credit, only the way to buy it for this job', async () => {
    state.quote = quote({ outcome: 'no_credit', charge: null, expiresAt: null, jobCredits: 0 });
    const doc = await dom();
    expect(doc.querySelector('[data-testid="extension-cost"]')?.textContent).toContain('Nicht möglich');
    expect(doc.querySelector('form')).toBeNull();
    const buy = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Guthaben kaufen');
    expect(buy?.getAttribute('href')).toBe(`/checkout?job=${ID}`);
  });

  it('says when the cost changed meanwhile, and republishing an ended job that goes to review first', async () => {
    state.quote = quote({ outcome: 'needs_review', expiresAt: null, job: { ...JOB, state: 'expired' } });
    const doc = await dom({ geaendert: '1' });
    expect(doc.querySelector('[role="status"]')?.textContent).toContain('Die Kosten haben sich inzwischen geändert');
    expect(doc.querySelector('h1')?.textContent).toBe('„Pflegefachkraft“ erneut veröffentlichen');
    expect(doc.body.textContent).toContain('Die Stelle geht zuerst in die Prüfung');
  });

  it('goes back only to the job manager, never to another address', async () => {
    const doc = await dom({ zurueck: 'https://evil.example/job-manager' });
    expect(hidden(doc, 'back')).toBe('/job-manager');
    const other = await dom({ zurueck: '//evil.example/x' });
    expect(hidden(other, 'back')).toBe('/job-manager');
  });

  it('answers a job that is not the user’s with one notice, and sends job seekers to the employers page', async () => {
    state.quote = null;
    expect((await dom()).querySelector('h1')?.textContent).toBe('Diese Stelle lässt sich hier nicht verlängern');
    state.viewer = null;
    expect((await dom()).body.textContent).toContain('employers only');
  });
});
