// The resume search's data gate: the typed place as coordinates, the state as the API's payload, and the API's
// refusals as the page's sign-in and access notices.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OperationError } from '@/lib/data/operation-error';
import { getRegion } from '@/regions/registry';
import { parseResumeSearch } from '@/lib/resume-search/search-state';

vi.mock('server-only', () => ({}));
const viewer = vi.hoisted(() => ({ current: null as { userId: string; roles: string[] } | null }));
vi.mock('@/lib/data/page-viewer', () => ({ loadPageViewer: async () => viewer.current }));
const api = vi.hoisted(() => ({ calls: [] as unknown[], answer: {} as { data?: unknown; error?: unknown } }));
vi.mock('@/lib/data/graphql', () => ({
  serverQuery: async (_request: unknown, options: { variables: unknown }) => {
    api.calls.push(options.variables);
    return api.answer;
  },
}));
const { loadResumeSearch } = await import('./resume-search');

const region = getRegion('rosenheim')!;
const town = region.GEO_INFO.fixtures[0];
const refused = (code: string) => new OperationError([{ message: 'x', extensions: { code } }]);

beforeEach(() => {
  viewer.current = { userId: 'u1', roles: ['recruiter'] };
  api.calls = [];
  api.answer = { data: { searchResumes: { total: 0, hits: [], facets: [] } } };
});

describe('loadResumeSearch', () => {
  it('asks anonymous visitors to sign in without asking the API', async () => {
    viewer.current = null;
    expect(await loadResumeSearch(region, parseResumeSearch({}))).toEqual({ kind: 'signIn' });
    expect(api.calls).toEqual([]);
  });

  it('sends words, the known place with its radius, the facets and the 1-based page', async () => {
    const state = parseResumeSearch({
      search: 'Pflege',
      geo_location: town.label,
      radius: '20',
      skill: '5035',
      page: '2',
    });
    expect(await loadResumeSearch(region, state)).toMatchObject({ kind: 'results', unknownPlace: false });
    expect(api.calls[0]).toEqual({
      payload: {
        keys: 'Pflege',
        place: { lat: town.lat, lon: town.lng, radiusKm: 20 },
        filters: [{ field: 'skill', values: ['5035'] }],
        page: 2,
      },
    });
  });

  it('searches without a place it does not know, and says so', async () => {
    const page = await loadResumeSearch(region, parseResumeSearch({ geo_location: 'Xyzzyhausen' }));
    expect(page).toMatchObject({ kind: 'results', unknownPlace: true });
    expect(api.calls[0]).toMatchObject({ payload: { place: null } });
  });

  it.each([
    ['FORBIDDEN', ['recruiter'], { kind: 'subscribe', applicant: false }],
    ['FORBIDDEN', ['applicant'], { kind: 'subscribe', applicant: true }],
    ['UNAUTHENTICATED', ['recruiter'], { kind: 'signIn' }],
  ])('turns %s for %j into the notice', async (code, roles, expected) => {
    viewer.current = { userId: 'u1', roles };
    api.answer = { error: refused(code) };
    expect(await loadResumeSearch(region, parseResumeSearch({}))).toEqual(expected);
  });

  it('lets other errors through to the error page', async () => {
    api.answer = { error: refused('INTERNAL_SERVER_ERROR') };
    await expect(loadResumeSearch(region, parseResumeSearch({}))).rejects.toBeInstanceOf(OperationError);
  });
});
