// searchResumes through the real route handler: who may search (an active subscription on the site), what a
// hit shows (never a private field), and German messages for every bound of the payload, never a 500.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../messages/de.json';
import { subscriptions } from '../../db/schema';
import { firstError, gql, REGION } from '../../graphql/testing';
import { deleteResumeFixtures, insertResumeFixtures } from '../../search/resume-search-testing';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();
const m = messages.resumeSearch.errors;
const ROSENHEIM = { label: 'Rosenheim', lat: 47.8561, lon: 12.1289 };
const SEARCH = `query($payload: ResumeSearchPayload!) { searchResumes(payload: $payload) {
  total page pageSize hits { id title yearsOfExperience desiredLocation distanceKm desiredOccupation { label } }
  facets { field values { value label count } } } }`;
let userIds: string[];

beforeAll(async () => {
  ({ userIds } = await insertResumeFixtures(t.db, REGION, {
    pflege: { title: 'Pflegefachkraft', place: ROSENHEIM, work: [{ jobTitle: 'Pflegefachkraft', start: '2017-01' }] },
    hidden: { title: 'Pflegehelfer', place: ROSENHEIM, visible: false },
  }));
});
afterAll(() => deleteResumeFixtures(t.db, userIds));

const search = async (payload: Record<string, unknown>, who: keyof typeof t.fx | null = 'recruiter') =>
  gql(SEARCH, { payload }, await as(who ? (t.fx[who] as { id: string }) : null));

describe('searchResumes', () => {
  it('finds visible resumes for a recruiter with a subscription, without private fields', async () => {
    const result = await search({ keys: 'Pflege', place: { lat: ROSENHEIM.lat, lon: ROSENHEIM.lon, radiusKm: 30 } });
    expect(firstError(result)).toBeNull();
    const data = result.json.data?.searchResumes as { total: number; page: number; hits: unknown[] };
    expect(data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(data.hits[0]).toMatchObject({ title: 'Pflegefachkraft', desiredLocation: 'Rosenheim', distanceKm: 0 });
    expect(JSON.stringify(result.json)).not.toMatch(/Geheim|Nachname|0170|1990-05-01|example\.test/);
  });

  it.each(['administrator', 'site_admin', 'job_editor'] as const)('is open to %s', async (who) => {
    expect(firstError(await search({}, who))).toBeNull();
  });

  it.each<[keyof typeof t.fx | null, string]>([
    [null, 'UNAUTHENTICATED'],
    ['applicant', 'FORBIDDEN'],
  ])('refuses %s', async (who, code) => {
    expect(firstError(await search({}, who))?.code).toBe(code);
  });

  it('refuses a recruiter whose subscription here has ended, saying how to get access', async () => {
    const own = and(
      eq(subscriptions.organizationId, t.fx.ownOrganization[t.fx.stranger.id]),
      eq(subscriptions.regionId, REGION),
    );
    await t.db.update(subscriptions).set({ status: 'expired' }).where(own);
    try {
      expect(firstError(await search({}, 'stranger'))).toEqual({ code: 'FORBIDDEN', message: m.noSubscription });
    } finally {
      await t.db.update(subscriptions).set({ status: 'active' }).where(own);
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a radius too wide', { place: { lat: 47.8, lon: 12.1, radiusKm: 500 } }, m.radius.replace('{max}', '200')],
    ['an unknown facet', { filters: [{ field: 'name', values: ['x'] }] }, m.facetField.split(';')[0]],
    [
      'a facet twice',
      {
        filters: [
          { field: 'skill', values: ['1'] },
          { field: 'skill', values: ['2'] },
        ],
      },
      m.facetTwice,
    ],
    ['a tid that is no number', { filters: [{ field: 'skill', values: ["1' or 1=1"] }] }, m.tid],
    [
      'too many values',
      { filters: [{ field: 'skill', values: Array.from({ length: 21 }, (_, i) => String(i)) }] },
      m.values.replace('{max}', '20'),
    ],
    ['a page too deep', { page: 101 }, m.page.replace('{max}', '100')],
    ['a page zero', { page: 0 }, m.page.replace('{max}', '100')],
  ])('refuses %s in German', async (_name, payload, message) => {
    const error = firstError(await search(payload));
    expect(error?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toContain(message);
  });
});
