// @vitest-environment jsdom
// /job-manager/kandidaten: the recruiter's resume alerts with the notice of the last change; who may not search
// resumes reads how to get access; job seekers are sent to the employers-only page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import CandidatesPage from './page';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
const state = vi.hoisted(() => ({ viewer: null as unknown, alerts: null as unknown }));
vi.mock('@/components/posting/wizard-gate', () => ({ wizardViewer: async () => state.viewer }));
vi.mock('@/components/posting/employers-only', () => ({ EmployersOnly: () => <p>employers only</p> }));
vi.mock('@/lib/data/resume-alerts', () => ({ loadMyResumeAlerts: async () => state.alerts }));
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

beforeEach(() => {
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
    expect(doc.querySelector('h3')?.textContent).toBe('Pflege nah');
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

  it('sends job seekers to the employers-only page', async () => {
    state.viewer = null;
    expect((await dom()).body.textContent).toBe('employers only');
  });
});
