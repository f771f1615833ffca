// Integration tests of updatableOrganizationProfiles, getCredits and getSubscriptions through the real route
// handler and database. The test helpers go first: they point getDb() at a test database.
import {
  closeGraphQLTestDb,
  createFixtures,
  firstError,
  type Fixtures,
  gql,
  OTHER_REGION,
  openGraphQLTestDb,
  REGION,
  signToken,
} from '../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { Db } from '../db/client';
import {
  creditBalances,
  files,
  organizationMembers,
  organizations,
  resumeContactRequests,
  resumes,
  routeSlugs,
  subscriptions,
  taxonomyTerms,
  userRoles,
  users,
} from '../db/schema';
import { buildContext } from '../graphql/context';
import { getStorage } from '../storage/storage';
import { getSubscriptions } from './commerce/resolvers';

let db: Db;
let fx: Fixtures;
const tag = randomUUID().slice(0, 8);
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const as = async (user: { id: string }) => ({ token: await signToken(user.id) });

describe('updatableOrganizationProfiles', () => {
  const QUERY = `query($limit: Int, $offset: Int) { updatableOrganizationProfiles(limit: $limit, offset: $offset) {
    id name presentation industry { tid label } benefits { tid label } organization { id } url { path } urlNoPrefix logo { url alt title } } }`;
  // tids are unique across vocabularies; random high ones keep parallel test files apart.
  const base = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

  beforeAll(async () => {
    const own = fx.ownOrganization[fx.recruiter.id];
    await db.insert(taxonomyTerms).values([
      { vocabulary: 'industry', tid: base + 1, label: `Gesundheitswesen ${tag}` },
      { vocabulary: 'benefit', tid: base + 2, label: `Jobrad ${tag}` },
    ]);
    const [logo] = await db
      .insert(files)
      .values({
        storageKey: `test/${tag}/logo.png`,
        originalName: 'logo.png',
        mimeType: 'image/png',
        sizeBytes: 68,
        sha256: 'a'.repeat(64),
        alt: 'Logo der Klinik',
        title: 'Klinik',
      })
      .returning({ id: files.id });
    await db
      .update(organizations)
      .set({
        about: {
          presentation: '<p>Wir pflegen.<script>x()</script></p>',
          industry: [base + 1, base + 99],
          occupation: [],
          fieldsOfStudy: [],
        },
        benefits: [base + 2],
        info: { profiles: {}, logoFileId: logo.id },
      })
      .where(eq(organizations.id, own));
    await db.insert(routeSlugs).values({ regionId: REGION, slug: `/arbeitgeber/klinik-${tag}`, organizationId: own });
    cleanups.push(async () => {
      await db.delete(routeSlugs).where(eq(routeSlugs.organizationId, own));
      await db
        .update(organizations)
        .set({ info: { profiles: {} } })
        .where(eq(organizations.id, own));
      await db.delete(files).where(eq(files.id, logo.id));
      await db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [base + 1, base + 2]));
    });
  });

  it('gives a recruiter their own profiles with labels, path and logo (unknown tids left out)', async () => {
    const own = fx.ownOrganization[fx.recruiter.id];
    const result = await gql(QUERY, {}, await as(fx.recruiter));
    const [profile] = result.json.data?.updatableOrganizationProfiles as Array<Record<string, unknown>>;
    expect(profile).toEqual({
      id: own,
      name: expect.stringContaining('recruiter GmbH'),
      presentation: '<p>Wir pflegen.</p>',
      industry: [{ tid: base + 1, label: `Gesundheitswesen ${tag}` }],
      benefits: [{ tid: base + 2, label: `Jobrad ${tag}` }],
      organization: { id: own },
      url: { path: `/arbeitgeber/klinik-${tag}` },
      urlNoPrefix: `/arbeitgeber/klinik-${tag}`,
      logo: { url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/), alt: 'Logo der Klinik', title: 'Klinik' },
    });
    expect(result.json.data?.updatableOrganizationProfiles).toHaveLength(1);
  });

  it('gives admin-like users every profile of the site', async () => {
    const all = (await gql(QUERY, { limit: 100 }, await as(fx.site_admin))).json.data
      ?.updatableOrganizationProfiles as Array<{ id: string; urlNoPrefix: string }>;
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining(Object.values(fx.ownOrganization)));
    expect(all.map((p) => p.id)).not.toContain(fx.foreignOrganization);
    const stranger = all.find((p) => p.id === fx.strangerOrganization);
    expect(stranger?.urlNoPrefix).toMatch(/^\/organization\/stranger-/);
  });

  it('pages by name with limit and offset', async () => {
    const [member] = await db
      .insert(users)
      .values({ email: `drei-firmen-${tag}@example.test` })
      .returning({ id: users.id });
    cleanups.push(() => db.delete(users).where(eq(users.id, member.id)));
    await db.insert(userRoles).values({ userId: member.id, role: 'recruiter', regionId: REGION });
    const orgs = await db
      .insert(organizations)
      .values(
        ['C', 'A', 'B'].map((letter) => ({
          regionId: REGION,
          slug: `seite-${letter}-${tag}`,
          name: `${letter} Firma ${tag}`,
        })),
      )
      .returning({ id: organizations.id });
    cleanups.push(() =>
      db.delete(organizations).where(
        inArray(
          organizations.id,
          orgs.map((o) => o.id),
        ),
      ),
    );
    await db.insert(organizationMembers).values(orgs.map((o) => ({ organizationId: o.id, userId: member.id })));
    const page = async (limit: number, offset: number) =>
      (
        (await gql(QUERY, { limit, offset }, await as(member))).json.data?.updatableOrganizationProfiles as Array<{
          name: string;
        }>
      ).map((p) => p.name);
    expect(await page(2, 0)).toEqual([`A Firma ${tag}`, `B Firma ${tag}`]);
    expect(await page(2, 2)).toEqual([`C Firma ${tag}`]);
    expect(await page(20, 3)).toEqual([]);
  });

  it('refuses applicants and bad paging', async () => {
    expect(firstError(await gql(QUERY, {}, await as(fx.applicant)))).toEqual({
      code: 'FORBIDDEN',
      message: 'Das können nur Arbeitgeber-Konten.',
    });
    expect(firstError(await gql(QUERY, { limit: 500 }, await as(fx.recruiter)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ungültige Eingabe bei „limit“: Der Wert darf höchstens 100 sein.',
    });
  });
});

describe('getCredits', () => {
  const QUERY = 'query($o: ID) { getCredits(organizationId: $o) { amount label organizationName type frontend } }';

  it("lists an organization's balances on every frontend, this site's first", async () => {
    const own = fx.ownOrganization[fx.recruiter.id];
    await db.insert(creditBalances).values([
      { organizationId: own, regionId: 'allgaeu', type: 'job', label: 'Stellenanzeigen', amount: 7 },
      { organizationId: own, regionId: REGION, type: 'resume_contact', label: 'Lebenslauf-Kontakte', amount: 12 },
    ]);
    const list = (await gql(QUERY, { o: own }, await as(fx.recruiter))).json.data?.getCredits as Array<
      Record<string, unknown>
    >;
    expect(list.map((c) => [c.frontend, c.type, c.amount])).toEqual([
      [REGION, 'job', 3],
      [REGION, 'resume_contact', 12],
      ['allgaeu', 'job', 7],
    ]);
    expect(list[0]).toMatchObject({
      label: 'Stellenanzeigen',
      organizationName: expect.stringContaining('recruiter GmbH'),
    });
  });

  it('defaults to the active or own organization, and to nothing without one', async () => {
    expect((await gql(QUERY, {}, await as(fx.stranger))).json.data?.getCredits).toEqual([
      expect.objectContaining({ amount: 3, organizationName: expect.stringContaining('stranger GmbH') }),
    ]);
    const [lonely] = await db
      .insert(users)
      .values({ email: `ohne-firma-${tag}@example.test` })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: lonely.id, role: 'recruiter', regionId: REGION });
    cleanups.push(() => db.delete(users).where(eq(users.id, lonely.id)));
    expect((await gql(QUERY, {}, await as(lonely))).json.data?.getCredits).toEqual([]);
  });

  it('lets a member act for the organization without a targeted role', async () => {
    const [member] = await db
      .insert(users)
      .values({ email: `kollegin-${tag}@example.test` })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: member.id, role: 'recruiter', regionId: REGION });
    await db.insert(organizationMembers).values({ organizationId: fx.strangerOrganization, userId: member.id });
    cleanups.push(() => db.delete(users).where(eq(users.id, member.id)));
    expect((await gql(QUERY, { o: fx.strangerOrganization }, await as(member))).json.data?.getCredits).toHaveLength(1);
    expect(firstError(await gql(QUERY, { o: fx.ownOrganization[fx.recruiter.id] }, await as(member)))?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('treats an organization of another site as unknown, also for administrators', async () => {
    for (const user of [fx.recruiter, fx.administrator]) {
      expect(firstError(await gql(QUERY, { o: fx.foreignOrganization }, await as(user)))).toEqual({
        code: 'NOT_FOUND',
        message: 'Diese Organisation gibt es auf dieser Seite nicht.',
      });
    }
    // On its own site the organization exists, but the recruiter's role is granted for REGION only.
    expect(
      firstError(await gql(QUERY, { o: fx.foreignOrganization }, { ...(await as(fx.recruiter)), region: OTHER_REGION }))
        ?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await gql(QUERY, { o: fx.foreignOrganization }, { ...(await as(fx.administrator)), region: OTHER_REGION })).json
        .data?.getCredits,
    ).toHaveLength(1);
  });

  it('refuses an id that is none', async () => {
    expect(firstError(await gql(QUERY, { o: 'org-1' }, await as(fx.recruiter)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ungültige Eingabe bei „organizationId“: Das ist keine gültige ID.',
    });
  });
});

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
  const run = async (variables: Record<string, unknown>, user: { id: string } = fx.recruiter) => {
    const result = await gql(QUERY, { limit: 100, ...variables }, await as(user));
    const data = result.json.data?.getSubscriptions as
      { total: number; errors: string[]; subscriptions: Sub[] } | undefined;
    return { result, data };
  };

  it("lists the caller's subscriptions of this frontend with slot usage, status label and link", async () => {
    const own = fx.ownOrganization[fx.recruiter.id];
    const [sub] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, own))
      .limit(1);
    const [resume] = await db
      .insert(resumes)
      .values({ userId: fx.applicant.id, regionId: REGION })
      .returning({ id: resumes.id });
    await db
      .insert(resumeContactRequests)
      .values({ resumeId: resume.id, organizationId: own, status: 'approved', subscriptionId: sub.id });
    cleanups.push(() => db.delete(resumes).where(eq(resumes.id, resume.id)));

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
      product: { id: fx.productId, name: expect.stringContaining('Stellenpaket') },
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
            { field: 'productId', value: fx.productId },
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
    const all = (await run({}, fx.job_editor)).data;
    expect(all?.total).toBeGreaterThanOrEqual(Object.keys(fx.ownOrganization).length);
    expect((await run({ o: fx.strangerOrganization }, fx.job_editor)).data?.subscriptions.map((s) => s.label)).toEqual([
      'Jahrespaket',
    ]);
  });

  it('answers a site without the subscription feature with an error entry', async () => {
    const context = await buildContext(
      { regionId: REGION, locale: 'de', userId: fx.recruiter.id },
      { getDb: async () => db, getStorage },
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
    expect(firstError((await run({ o: fx.strangerOrganization })).result)?.code).toBe('FORBIDDEN');
  });
});
