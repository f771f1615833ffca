// Integration tests of getSubscriptions through the real route handler and database. The test helpers go first:
// they point getDb() at a test database.
import { firstError, gql, OTHER_REGION, REGION } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getRegion } from '../../../regions/registry';
import { resumeContactRequests, resumes, subscriptions } from '../../db/schema';
import { buildContext } from '../../graphql/context';
import { getStorage } from '../../storage/process-storage';
import { as, useResolverFixtures } from '../resolver-testing';
import { getSubscriptions } from './resolvers';

const t = useResolverFixtures();

describe('getSubscriptions', () => {
  const QUERY = `query($filters: [FilterInput!], $sorting: [SortingInput!], $limit: Int!, $offset: Int, $all: Boolean, $o: ID) {
    getSubscriptions(filters: $filters, sorting: $sorting, limit: $limit, offset: $offset, showSubscriptionsFromAllFrontends: $all, organizationId: $o) {
      total errors subscriptions { id startDate endDate label organizationName availableJobSlots usageResumeContactSlots { active available total }
        status { label value } type frontend product { id name } absoluteUrl } } }`;
  type Sub = {
    id: string;
    label: string;
    frontend: string;
    status: { value: string };
    usageResumeContactSlots: Record<string, number>;
    absoluteUrl: string;
  };
  const run = async (variables: Record<string, unknown>, user: { id: string } = t.fx.recruiter) => {
    const result = await gql(QUERY, { limit: 100, ...variables }, await as(user));
    const data = result.json.data?.getSubscriptions as
      { total: number; errors: string[]; subscriptions: Sub[] } | undefined;
    return { result, data };
  };

  it("lists the caller's subscriptions of this frontend with slot usage, status label and link", async () => {
    const own = t.fx.ownOrganization[t.fx.recruiter.id];
    const [sub] = await t.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, own))
      .limit(1);
    const [resume] = await t.db
      .insert(resumes)
      .values({ userId: t.fx.applicant.id, regionId: REGION })
      .returning({ id: resumes.id });
    await t.db
      .insert(resumeContactRequests)
      .values({ resumeId: resume.id, organizationId: own, status: 'approved', subscriptionId: sub.id });
    t.cleanups.push(() => t.db.delete(resumes).where(eq(resumes.id, resume.id)));

    const { data } = await run({});
    expect(data?.total).toBe(1);
    expect(data?.errors).toEqual([]);
    expect(data?.subscriptions[0]).toEqual({
      id: expect.any(String),
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-12-31T23:59:59.000Z',
      label: 'Jahrespaket',
      organizationName: expect.stringContaining('recruiter GmbH'),
      availableJobSlots: 5,
      usageResumeContactSlots: { active: 1, available: 8, total: 10 },
      status: { label: 'Aktiv', value: 'active' },
      type: 'job_slots',
      frontend: REGION,
      product: { id: t.fx.productId, name: expect.stringContaining('Stellenpaket') },
      absoluteUrl: expect.stringMatching(
        new RegExp(`^https://${getRegion(REGION)!.HOSTS[0].replace(/\./g, '\\.')}/my-products\\?subscription=`),
      ),
    });
  });

  it('shows subscriptions from all frontends on request, filters and sorts them', async () => {
    const all = (await run({ all: true })).data;
    expect(all?.total).toBe(2);
    expect(all?.subscriptions.map((s) => s.frontend).sort()).toEqual([REGION, OTHER_REGION].sort());
    expect(
      (await run({ all: true, filters: [{ field: 'status', value: 'expired' }] })).data?.subscriptions.map(
        (s) => s.status.value,
      ),
    ).toEqual(['expired']);
    expect(
      (
        await run({ all: true, filters: [{ field: 'status', value: 'expired', operator: '!=' }] })
      ).data?.subscriptions.map((s) => s.status.value),
    ).toEqual(['active']);
    expect(
      (
        await run({
          all: true,
          filters: [
            { field: 'status', value: 'active,expired' },
            { field: 'productId', value: t.fx.productId },
          ],
        })
      ).data?.total,
    ).toBe(2);
    const sorted = (await run({ all: true, sorting: [{ field: 'label', value: 'desc' }] })).data?.subscriptions.map(
      (s) => s.label,
    );
    expect(sorted).toEqual(['Jahrespaket Rosenheim', 'Jahrespaket']);
  });

  it('pages with limit and offset while total counts every match', async () => {
    const page = (await run({ all: true, limit: 1, offset: 1, sorting: [{ field: 'label', value: 'asc' }] })).data;
    expect(page?.total).toBe(2);
    expect(page?.subscriptions.map((s) => s.label)).toEqual(['Jahrespaket Rosenheim']);
  });

  it('gives admin-like users the whole site and one organization on request', async () => {
    const all = (await run({}, t.fx.job_editor)).data;
    expect(all?.total).toBeGreaterThanOrEqual(Object.keys(t.fx.ownOrganization).length);
    expect(
      (await run({ o: t.fx.strangerOrganization }, t.fx.job_editor)).data?.subscriptions.map((s) => s.label),
    ).toEqual(['Jahrespaket']);
  });

  it('answers a site without the subscription feature with an error entry', async () => {
    const context = await buildContext(
      { regionId: REGION, locale: 'de', userId: t.fx.recruiter.id },
      { getDb: async () => t.db, getStorage },
    );
    const region = { ...context.region, FEATURES: { ...context.region.FEATURES, SUBSCRIPTIONS_FEATURE_ACTIVE: false } };
    const result = await getSubscriptions(
      { ...context, region },
      { limit: 100, offset: 0, showSubscriptionsFromAllFrontends: false },
    );
    expect(result).toEqual({ subscriptions: [], total: 0, errors: ['Abonnements gibt es auf dieser Seite nicht.'] });
    expect(result.errors[0]).not.toMatch(/[+%]/);
  });

  it.each([
    [{ limit: 101 }, 'limit', 'Der Wert darf höchstens 100 sein.'],
    [{ limit: 0 }, 'limit', 'Der Wert muss mindestens 1 sein.'],
    [{ offset: -1 }, 'offset', 'Der Wert muss mindestens 0 sein.'],
    [{ offset: 10_001 }, 'offset', 'Der Wert darf höchstens 10000 sein.'],
    [
      { filters: [{ field: 'organizationId', value: 'x' }] },
      'filters[0].field',
      'Danach kann nicht gefiltert werden; möglich sind: status, type, productId.',
    ],
    [
      { filters: [{ field: 'status', value: 'bezahlt' }] },
      'filters[0].value',
      'Unbekannter Wert „bezahlt“; möglich sind: pending, active, expired, cancelled.',
    ],
    [{ filters: [{ field: 'productId', value: 'abc' }] }, 'filters[0].value', 'Das ist keine gültige ID.'],
    [
      { filters: [{ field: 'type', value: 'x', operator: 'LIKE' }] },
      'filters[0].operator',
      'Unbekannter Vergleich; möglich sind = und !=.',
    ],
    [
      { filters: Array.from({ length: 11 }, () => ({ field: 'type', value: 'x' })) },
      'filters',
      'Höchstens 10 Einträge sind erlaubt.',
    ],
    [
      { sorting: [{ field: 'price', value: 'asc' }] },
      'sorting[0].field',
      'Danach kann nicht sortiert werden; möglich sind: startDate, endDate, label, status, type.',
    ],
    [{ o: 'keine' }, 'organizationId', 'Das ist keine gültige ID.'],
  ])('refuses bad input %j', async (variables, field, problem) => {
    const { result } = await run(variables);
    expect(result.status).toBe(200);
    expect(firstError(result)).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Ungültige Eingabe bei „${field}“: ${problem}`,
    });
  });

  it('refuses the organization of another recruiter', async () => {
    expect(firstError((await run({ o: t.fx.strangerOrganization })).result)?.code).toBe('FORBIDDEN');
  });
});
