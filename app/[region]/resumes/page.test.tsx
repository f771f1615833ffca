// @vitest-environment jsdom
// /bewerbersuche for each kind of visitor: anonymous visitors sign in and come back, signed-in users without
// access read how to get it, recruiters with access search with facets and pages — hits without names.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import type { ResumeSearchPage } from '@/lib/data/resume-search';
import ResumesPage, { generateMetadata } from './page';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
// The save-as-alert form (a client component) has its own test: components/resume-alerts/.
vi.mock('@/components/resume-alerts/save-resume-alert', () => ({ SaveResumeAlert: () => null }));
const page = vi.hoisted(() => ({ current: null as unknown, state: null as unknown }));
vi.mock('@/lib/data/resume-search', () => ({
  loadResumeSearch: async (_region: unknown, state: unknown) => {
    page.state = state;
    return page.current;
  },
}));

const params = Promise.resolve({ region: 'rosenheim' });
const hit = {
  id: 'r1',
  title: 'Pflegefachkraft',
  desiredOccupation: [{ tid: 1001, label: 'Pflege & Gesundheit' }],
  yearsOfExperience: 8,
  desiredLocation: 'Rosenheim',
  skills: [{ tid: 5035, label: 'Wundmanagement' }],
  skillsFree: null,
  careerStatus: { label: 'Berufserfahren' },
  distanceKm: 2.5,
  updatedAt: '2026-11-18T08:00:00Z',
};
/** What the person's resume holds privately; a hit that carried it by mistake must still not show it. */
const privateFields = {
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email: 'erika.musterfrau@example.org',
  phone: '+49 8031 123456',
  birthday: '1988-04-12',
  homeLocation: 'Kolbermoor',
};
const leakyHit = { ...hit, ...privateFields };
const results = (total: number): ResumeSearchPage => ({
  kind: 'results',
  unknownPlace: false,
  result: {
    total,
    page: 1,
    pageSize: 10,
    hits: total ? [leakyHit] : [],
    facets: [
      { field: 'skill', values: [{ value: '5035', label: 'Wundmanagement', count: 3, pathAlias: null }] },
      { field: 'language', values: [] },
    ],
  },
});

async function dom(query: Record<string, string> = {}) {
  const html = await renderServer(await ResumesPage({ params, searchParams: Promise.resolve(query) }));
  return new DOMParser().parseFromString(html, 'text/html');
}

beforeEach(() => {
  page.current = results(23);
});

describe('/bewerbersuche', () => {
  it('asks anonymous visitors to sign in and come back to their search', async () => {
    page.current = { kind: 'signIn' };
    const doc = await dom({ search: 'Pflege' });
    const link = doc.querySelector('a.button');
    expect(link?.textContent).toBe('Anmelden');
    expect(link?.getAttribute('href')).toBe('/user/login?callbackUrl=%2Fbewerbersuche%3Fsearch%3DPflege');
    expect(doc.querySelector('form[role=search]')).toBeNull();
  });

  it.each([
    [false, 'So erhalten Sie Zugang zur Bewerbersuche', null],
    [true, 'So erhalten Sie Zugang zur Bewerbersuche', 'Konto für Jobsuchende'],
  ])('shows signed-in users without access the way to /checkout (job seeker: %s)', async (applicant, heading, note) => {
    page.current = { kind: 'subscribe', applicant };
    const doc = await dom();
    expect(doc.querySelector('h2')?.textContent).toBe(heading);
    expect(doc.querySelector('a.button')?.getAttribute('href')).toBe('/checkout');
    expect(doc.body.textContent?.includes('Konto für Jobsuchende')).toBe(note !== null);
  });

  it('reads the URL into the search and shows hits without names', async () => {
    const doc = await dom({ search: 'Pflege', geo_location: 'Rosenheim', radius: '30', skill: '5035', page: '2' });
    expect(page.state).toMatchObject({ search: 'Pflege', place: 'Rosenheim', radius: 30, page: 1 });
    expect(doc.querySelector<HTMLInputElement>('#resume-search')?.value).toBe('Pflege');
    expect(doc.querySelector<HTMLInputElement>('input[type=hidden][name=skill]')?.value).toBe('5035');
    const card = doc.querySelector('article');
    expect(card?.querySelector('h3 a')?.getAttribute('href')).toBe('/bewerbersuche/r1');
    expect(card?.querySelector('h3')?.textContent).toBe('Pflegefachkraft');
    for (const value of Object.values(privateFields)) expect(doc.body.textContent).not.toContain(value);
    expect(card?.textContent).toContain('8 Jahre Erfahrung');
    expect(card?.textContent).toContain('Raum Rosenheim');
    expect(card?.textContent).toContain('2,5 km entfernt');
    expect(doc.querySelector('#resume-results')?.textContent).toBe('23 Lebensläufe');
    expect(doc.querySelector('nav a[rel=prev]')?.getAttribute('href')).toBe(
      '/bewerbersuche?search=Pflege&geo_location=Rosenheim&radius=30&skill=5035',
    );
  });

  it('lists facet values as links that toggle them, and leaves empty facets out', async () => {
    const doc = await dom({ skill: '5035' });
    const option = [...doc.querySelectorAll('a')].find((a) => a.textContent?.includes('Wundmanagement'));
    expect(option?.getAttribute('href')).toBe('/bewerbersuche');
    expect(doc.body.textContent).not.toContain('Sprachen');
  });

  it('says so when nothing matches', async () => {
    page.current = results(0);
    expect((await dom()).body.textContent).toContain('Zu Ihrer Suche gibt es gerade keine sichtbaren Lebensläufe');
  });

  it('is never indexed', async () => {
    expect((await generateMetadata({ params, searchParams: Promise.resolve({}) })).robots).toEqual({
      index: false,
      follow: false,
    });
  });
});
