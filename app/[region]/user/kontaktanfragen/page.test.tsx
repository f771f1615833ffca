// @vitest-environment jsdom
// /user/kontaktanfragen: the candidate's requests with their history, the answers each state allows, the notices.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import ContactRequestsPage from './page';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
vi.mock('@/lib/actions/resume-contact-actions', () => ({ decideContactAction: vi.fn() }));
const viewer = vi.hoisted(() => ({ current: null as { userId: string; roles: string[] } | null }));
vi.mock('@/lib/data/page-viewer', () => ({ loadPageViewer: async () => viewer.current }));
const requests = vi.hoisted(() => ({ current: [] as unknown[] }));
vi.mock('@/lib/data/resume-contacts', () => ({ loadMyContactRequests: async () => requests.current }));

const params = Promise.resolve({ region: 'franken' });
const base = {
  resumeId: 'res',
  message: 'Wir würden dich gern kennenlernen.',
  resumeTitle: 'Pflegefachkraft',
  createdAt: '2026-11-02T10:00:00Z',
  approvedAt: null,
  revokedAt: null,
  updatedAt: '2026-11-02T10:00:00Z',
};

async function dom(query: Record<string, string> = {}) {
  const html = await renderServer(await ContactRequestsPage({ params, searchParams: Promise.resolve(query) }));
  return new DOMParser().parseFromString(html, 'text/html');
}

beforeEach(() => {
  viewer.current = { userId: 'u1', roles: ['applicant'] };
  requests.current = [
    { ...base, id: 'p', status: 'pending', organizationName: 'Klinik GmbH' },
    {
      ...base,
      id: 'a',
      status: 'approved',
      organizationName: 'Heim e. V.',
      approvedAt: '2026-11-03T10:00:00Z',
    },
    {
      ...base,
      id: 'r',
      status: 'revoked',
      organizationName: 'Pflege AG',
      approvedAt: '2026-11-03T10:00:00Z',
      revokedAt: '2026-11-04T10:00:00Z',
    },
  ];
});

describe('/user/kontaktanfragen', () => {
  it('sends anonymous visitors to sign in and back', async () => {
    viewer.current = null;
    await expect(ContactRequestsPage({ params, searchParams: Promise.resolve({}) })).rejects.toMatchObject({
      digest: expect.stringContaining('/user/login?callbackUrl=%2Fuser%2Fkontaktanfragen'),
    });
  });

  it('offers approve and decline on a pending request, revoke on an approval, nothing on a revoked one', async () => {
    const page = await dom();
    const buttons = (id: string) =>
      [...page.querySelectorAll(`button[aria-describedby="request-${id}"]`)].map((b) => b.textContent);
    expect(buttons('p')).toEqual(['Zustimmen', 'Ablehnen']);
    expect(buttons('a')).toEqual(['Zustimmung zurückziehen']);
    expect(buttons('r')).toEqual([]);
    expect(page.body.textContent).toContain('Von Klinik GmbH');
    expect(page.body.textContent).toContain('Zurückgezogen am 4. November 2026');
    const hidden = page
      .querySelector<HTMLButtonElement>('button[aria-describedby="request-p"]')
      ?.form?.querySelector('[name="decision"]');
    expect(hidden?.getAttribute('value')).toBe('approve');
    expect(page.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Kontaktanfragen');
  });

  it('says what the answer did, and when a request changed meanwhile', async () => {
    expect((await dom({ hinweis: 'revoked', anfrage: 'a' })).querySelector('[role="status"]')?.textContent).toBe(
      'Du hast die Zustimmung zurückgezogen: Heim e. V. sieht deine Kontaktdaten nicht mehr.',
    );
    expect((await dom({ hinweis: 'notAllowed' })).querySelector('[role="status"]')?.textContent).toContain(
      'geht bei dieser Anfrage nicht mehr',
    );
  });

  it('without requests: a plain sentence', async () => {
    requests.current = [];
    expect((await dom()).body.textContent).toContain('Noch hat dich kein Unternehmen angefragt.');
  });
});
