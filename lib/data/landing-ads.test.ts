// Which jobs a landing page's ad block picks (docs/product-decisions.md "Job ads on landing pages"): the newest
// matching the page's search, featured first; the site's newest when the search finds none or only widened.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobSearchPayload } from '@/lib/graphql/generated/operations';
import { getRegion } from '@/regions/registry';
import { loadLandingAds, loadLandingPageAds } from './landing-ads';

type Hit = { id: string; featured: boolean };
const answers = new Map<string, { jobs: Hit[]; fallback: string | null }>();
const payloads: JobSearchPayload[] = [];

vi.mock('./graphql', () => ({
  serverQuery: async (_request: unknown, options: { variables: { payload: JobSearchPayload } }) => {
    payloads.push(options.variables.payload);
    const keys = options.variables.payload.fulltext?.keys ?? '';
    return { data: { searchJobs: answers.get(keys) ?? { jobs: [], fallback: null } } };
  },
}));
vi.mock('./taxonomy', () => ({ loadTermLookup: async () => ({ byAlias: () => undefined, aliasOf: () => undefined }) }));
vi.mock('./page-cache-tags', () => ({ showsSiteJobs: async () => undefined }));

const region = getRegion('ingolstadt')!;
const hits = (...ids: string[]): Hit[] => ids.map((id) => ({ id: id.replace('*', ''), featured: id.endsWith('*') }));

beforeEach(() => {
  answers.clear();
  payloads.length = 0;
});

describe('loadLandingAds', () => {
  it('asks for the newest jobs matching the search and puts the featured ones first', async () => {
    answers.set('Pflege', { jobs: hits('a', 'b*', 'c'), fallback: null });
    const ads = await loadLandingAds(region, 'Pflege');
    expect(ads?.jobs.map((j) => j.id)).toEqual(['b', 'a', 'c']);
    expect(ads?.search).toBe('Pflege');
    expect(ads?.href).toBe('/jobs?search=Pflege&sorting=recency');
    expect(payloads).toHaveLength(1);
    expect(payloads[0].sorts).toEqual([{ field: 'field_job_publishing_date', value: 'desc' }]);
    expect(payloads[0].geoLocation).toBeNull();
  });

  it.each([
    ['finds none', { jobs: [], fallback: null }],
    ['was widened', { jobs: hits('x'), fallback: 'WIDENED' }],
  ])('shows the site’s newest jobs when the search %s', async (_name, answer) => {
    answers.set('Tiefseetaucher', answer);
    answers.set('', { jobs: hits('n1', 'n2'), fallback: null });
    const ads = await loadLandingAds(region, 'Tiefseetaucher');
    expect(ads).toEqual({ jobs: hits('n1', 'n2'), search: '', href: '/jobs?sorting=recency' });
  });

  it('asks once for a page without a search', async () => {
    answers.set('', { jobs: hits('n1'), fallback: null });
    expect((await loadLandingAds(region, ''))?.jobs).toHaveLength(1);
    expect(payloads).toHaveLength(1);
    expect(payloads[0].fulltext).toBeNull();
  });

  it('shows no block where the site has no open job', async () => {
    expect(await loadLandingAds(region, 'Pflege')).toBeNull();
  });
});

describe('loadLandingPageAds', () => {
  it('asks nothing for a legal page and takes the marker out of any page', async () => {
    answers.set('Pflege', { jobs: hits('a'), fallback: null });
    const legal = await loadLandingPageAds(region, '/impressum', '<p>{{stellenanzeigen: Pflege}}</p><p>Text</p>');
    expect(legal).toEqual({ body: '<p>Text</p>', ads: null });
    expect(payloads).toHaveLength(0);
    const topic = await loadLandingPageAds(region, '/pflege-jobs', '<p>{{stellenanzeigen: Pflege}}</p><p>Text</p>');
    expect(topic.ads?.jobs.map((j) => j.id)).toEqual(['a']);
  });

  it('asks nothing where the flag is off', async () => {
    const off = { ...region, FEATURES: { ...region.FEATURES, LANDING_ADS: false } };
    expect(await loadLandingPageAds(off, '/pflege-jobs', '<p>{{stellenanzeigen}}</p>')).toEqual({
      body: '',
      ads: null,
    });
    expect(payloads).toHaveLength(0);
  });
});
