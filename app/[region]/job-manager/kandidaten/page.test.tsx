// @vitest-environment jsdom
// /job-manager/kandidaten: the contact requests the recruiter's organizations sent, paged; the resume alerts with
// the notice of the last change; who may not search resumes reads how to get access (and still sees the sent
// requests); job seekers are sent to the employers-only page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import CandidatesPage from './page';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
const state = vi.hoisted(() => ({
  viewer: null as unknown,
  alerts: null as unknown,
  sent: { requests: [] as unknown[], more: false },
  page: 0,
}));
vi.mock('@/components/posting/wizard-gate', () => ({ wizardViewer: async () => state.viewer }));
vi.mock('@/components/posting/employers-only', () => ({ EmployersOnly: () => <p>employers only</p> }));
vi.mock('@/lib/data/resume-alerts', () => ({ loadMyResumeAlerts: async () => state.alerts }));
vi.mock('@/lib/data/resume-contacts', () => ({
  loadSentContactRequests: async (_audience: unknown, page: number) => {
    state.page = page;
    return state.sent;
  },
}));
vi.mock('@/lib/actions/resume-alert-actions', () => ({
  updateResumeAlertAction: vi.fn(),
  deleteResumeAlertAction: vi.fn(),
}));

const ID = '5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6';
const params = Promise.resolve({ region: 'rosenheim' });
async function dom(query: Record<string, string> = {}) {
  const html = await renderServer(await CandidatesPage({ params, searchParams: Promise.resolve(query) }));
  return new DOMParser().parseFromString(html, 'text/html');
}

const REQUEST = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  resumeId: ID,
  status: 'approved',
  message: 'Wir suchen Sie!',
  organizationName: 'Klinik am Inn',
  resumeTitle: 'Pflegefachkraft',
  createdAt: '2026-11-02T08:00:00Z',
  approvedAt: '2026-11-03T08:00:00Z',
  revokedAt: null,
  updatedAt: '2026-11-03T08:00:00Z',
};

beforeEach(() => {
  state.sent = { requests: [], more: false };
  state.viewer = { userId: 'u1', roles: ['recruiter'] };
  state.alerts = [
    {
      id: ID,
      label: 'Pflege nah',
      criteria: '„Pflege“',
      interval: 'DAILY',
      searchHref: '/bewerbersuche?search=Pflege',
      lastSentAt: null,
      createdAt: '2026-11-01T08:00:00Z',
    },
  ];
});

describe('/job-manager/kandidaten', () => {
  it('lists the alerts under the heading and says what the last change did', async () => {
    const doc = await dom({ hinweis: 'updated', suchauftrag: ID });
    expect(doc.querySelector('h1')?.textContent).toBe('Kandidaten');
    expect(doc.querySelector('a.button')?.getAttribute('href')).toBe('/bewerbersuche');
    expect(doc.querySelector('#resume-alerts-title ~ * h3, #resume-alerts-title + * h3')?.textContent).toBe(
      'Pflege nah',
    );
    expect(doc.body.textContent).toContain('Ihr Unternehmen hat auf dieser Seite noch keine Kontaktanfragen gesendet.');
    expect(doc.querySelector('[role="status"]')?.textContent).toBe(
      'Gespeichert: Der Suchauftrag „Pflege nah“ kommt jetzt täglich.',
    );
  });

  it('shows a recruiter without an active subscription the way to one', async () => {
    state.alerts = 'refused';
    const doc = await dom();
    expect(doc.querySelector('a.button')?.getAttribute('href')).toContain('/checkout');
    expect(doc.querySelector('h3')).toBeNull();
  });

  it('lists the sent requests by the desired job with their state, linking to the resume, and pages them', async () => {
    state.sent = { requests: [REQUEST], more: true };
    const doc = await dom({ seite: '2' });
    expect(state.page).toBe(2);
    const link = doc.querySelector<HTMLAnchorElement>(`a[href="/bewerbersuche/${ID}"]`);
    expect(link?.textContent).toBe('Pflegefachkraft');
    expect(doc.body.textContent).toContain('Zugestimmt');
    expect(doc.body.textContent).toContain('Wir suchen Sie!');
    const pages = [...doc.querySelectorAll('nav[aria-label="Weitere Kontaktanfragen"] a')];
    expect(pages.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Neuere Anfragen', '/job-manager/kandidaten'],
      ['Ältere Anfragen', '/job-manager/kandidaten?seite=3'],
    ]);
  });

  it('keeps the sent requests for a recruiter whose subscription ended', async () => {
    state.alerts = 'refused';
    state.sent = { requests: [REQUEST], more: false };
    expect((await dom()).body.textContent).toContain('Pflegefachkraft');
  });

  it('sends job seekers to the employers-only page', async () => {
    state.viewer = null;
    expect((await dom()).body.textContent).toBe('employers only');
  });
});
