// Integration tests of updatableOrganizationProfiles through the real route handler and database. The test
// helpers go first: they point getDb() at a test database.
import { firstError, gql, REGION } from '../../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  organizationMembers,
  organizations,
  routeSlugs,
  taxonomyTerms,
  userRoles,
  users,
} from '../../db/schema';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();

describe('updatableOrganizationProfiles', () => {
  const QUERY = `query($limit: Int, $offset: Int) { updatableOrganizationProfiles(limit: $limit, offset: $offset) {
    id name presentation industry { tid label } benefits { tid label } organization { id } url { path } urlNoPrefix logo { url alt title } } }`;
  // tids are unique across vocabularies; random high ones keep parallel test files apart.
  const base = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

  beforeAll(async () => {
    const own = t.fx.ownOrganization[t.fx.recruiter.id];
    await t.db.insert(taxonomyTerms).values([
      { vocabulary: 'industry', tid: base + 1, label: `Gesundheitswesen ${t.tag}` },
      { vocabulary: 'benefit', tid: base + 2, label: `Jobrad ${t.tag}` },
    ]);
    const [logo] = await t.db
      .insert(files)
      .values({
        storageKey: `test/${t.tag}/logo.png`,
        originalName: 'logo.png',
        mimeType: 'image/png',
        sizeBytes: 68,
        sha256: 'a'.repeat(64),
        alt: 'Logo der Klinik',
        title: 'Klinik',
      })
      .returning({ id: files.id });
    await t.db
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
    await t.db
      .insert(routeSlugs)
      .values({ regionId: REGION, slug: `/arbeitgeber/klinik-${t.tag}`, organizationId: own });
    t.cleanups.push(async () => {
      await t.db.delete(routeSlugs).where(eq(routeSlugs.organizationId, own));
      await t.db
        .update(organizations)
        .set({ info: { profiles: {} } })
        .where(eq(organizations.id, own));
      await t.db.delete(files).where(eq(files.id, logo.id));
      await t.db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [base + 1, base + 2]));
    });
  });

  it('gives a recruiter their own profiles with labels, path and logo (unknown tids left out)', async () => {
    const own = t.fx.ownOrganization[t.fx.recruiter.id];
    const result = await gql(QUERY, {}, await as(t.fx.recruiter));
    const [profile] = result.json.data?.updatableOrganizationProfiles as Array<Record<string, unknown>>;
    expect(profile).toEqual({
      id: own,
      name: expect.stringContaining('recruiter GmbH'),
      presentation: '<p>Wir pflegen.</p>',
      industry: [{ tid: base + 1, label: `Gesundheitswesen ${t.tag}` }],
      benefits: [{ tid: base + 2, label: `Jobrad ${t.tag}` }],
      organization: { id: own },
      url: { path: `/arbeitgeber/klinik-${t.tag}` },
      urlNoPrefix: `/arbeitgeber/klinik-${t.tag}`,
      logo: { url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/), alt: 'Logo der Klinik', title: 'Klinik' },
    });
    expect(result.json.data?.updatableOrganizationProfiles).toHaveLength(1);
  });

  it('gives admin-like users every profile of the site', async () => {
    const all = (await gql(QUERY, { limit: 100 }, await as(t.fx.site_admin))).json.data
      ?.updatableOrganizationProfiles as Array<{ id: string; urlNoPrefix: string }>;
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining(Object.values(t.fx.ownOrganization)));
    expect(all.map((p) => p.id)).not.toContain(t.fx.foreignOrganization);
    const stranger = all.find((p) => p.id === t.fx.strangerOrganization);
    expect(stranger?.urlNoPrefix).toMatch(/^\/organization\/stranger-/);
  });

  it('pages by name with limit and offset', async () => {
    const [member] = await t.db
      .insert(users)
      .values({ email: `drei-firmen-${t.tag}@example.test` })
      .returning({ id: users.id });
    t.cleanups.push(() => t.db.delete(users).where(eq(users.id, member.id)));
    await t.db.insert(userRoles).values({ userId: member.id, role: 'recruiter', regionId: REGION });
    const orgs = await t.db
      .insert(organizations)
      .values(
        ['C', 'A', 'B'].map((letter) => ({
          regionId: REGION,
          slug: `seite-${letter}-${t.tag}`,
          name: `${letter} Firma ${t.tag}`,
        })),
      )
      .returning({ id: organizations.id });
    t.cleanups.push(() =>
      t.db.delete(organizations).where(
        inArray(
          organizations.id,
          orgs.map((o) => o.id),
        ),
      ),
    );
    await t.db.insert(organizationMembers).values(orgs.map((o) => ({ organizationId: o.id, userId: member.id })));
    const page = async (limit: number, offset: number) =>
      (
        (await gql(QUERY, { limit, offset }, await as(member))).json.data?.updatableOrganizationProfiles as Array<{
          name: string;
        }>
      ).map((p) => p.name);
    expect(await page(2, 0)).toEqual([`A Firma ${t.tag}`, `B Firma ${t.tag}`]);
    expect(await page(2, 2)).toEqual([`C Firma ${t.tag}`]);
    expect(await page(20, 3)).toEqual([]);
  });

  it('refuses applicants and bad paging', async () => {
    expect(firstError(await gql(QUERY, {}, await as(t.fx.applicant)))).toEqual({
      code: 'FORBIDDEN',
      message: 'Das können nur Arbeitgeber-Konten.',
    });
    expect(firstError(await gql(QUERY, { limit: 500 }, await as(t.fx.recruiter)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ungültige Eingabe bei „limit“: Der Wert darf höchstens 100 sein.',
    });
  });
});
