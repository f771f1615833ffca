// Integration tests of getCredits through the real route handler and database. The test helpers go first: they
// point getDb() at a test database.
import { firstError, gql, OTHER_REGION, REGION } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, organizationMembers, userRoles, users } from '../../db/schema';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();

describe('getCredits', () => {
  const QUERY = 'query($o: ID) { getCredits(organizationId: $o) { amount label organizationName type frontend } }';

  it("lists an organization's balances on every frontend, this site's first", async () => {
    const own = t.fx.ownOrganization[t.fx.recruiter.id];
    await t.db.insert(creditLedger).values([
      { organizationId: own, regionId: 'allgaeu', type: 'job', delta: 7, reason: 'purchase' },
      { organizationId: own, regionId: REGION, type: 'resume_contact', delta: 12, reason: 'purchase' },
      { organizationId: own, regionId: REGION, type: 'resume_contact', delta: -2, reason: 'use' },
    ]);
    const list = (await gql(QUERY, { o: own }, await as(t.fx.recruiter))).json.data?.getCredits as Array<
      Record<string, unknown>
    >;
    expect(list.map((c) => [c.frontend, c.type, c.amount])).toEqual([
      [REGION, 'job', 3],
      [REGION, 'resume_contact', 10],
      ['allgaeu', 'job', 7],
    ]);
    expect(list[0]).toMatchObject({
      label: 'Stellenanzeigen',
      organizationName: expect.stringContaining('recruiter GmbH'),
    });
  });

  it('defaults to the active or own organization, and to nothing without one', async () => {
    expect((await gql(QUERY, {}, await as(t.fx.stranger))).json.data?.getCredits).toEqual([
      expect.objectContaining({ amount: 3, organizationName: expect.stringContaining('stranger GmbH') }),
    ]);
    const [lonely] = await t.db
      .insert(users)
      .values({ email: `ohne-firma-${t.tag}@example.test` })
      .returning({ id: users.id });
    await t.db.insert(userRoles).values({ userId: lonely.id, role: 'recruiter', regionId: REGION });
    t.cleanups.push(() => t.db.delete(users).where(eq(users.id, lonely.id)));
    expect((await gql(QUERY, {}, await as(lonely))).json.data?.getCredits).toEqual([]);
  });

  it('lets a member act for the organization without a targeted role', async () => {
    const [member] = await t.db
      .insert(users)
      .values({ email: `kollegin-${t.tag}@example.test` })
      .returning({ id: users.id });
    await t.db.insert(userRoles).values({ userId: member.id, role: 'recruiter', regionId: REGION });
    await t.db.insert(organizationMembers).values({ organizationId: t.fx.strangerOrganization, userId: member.id });
    t.cleanups.push(() => t.db.delete(users).where(eq(users.id, member.id)));
    expect((await gql(QUERY, { o: t.fx.strangerOrganization }, await as(member))).json.data?.getCredits).toHaveLength(
      1,
    );
    expect(firstError(await gql(QUERY, { o: t.fx.ownOrganization[t.fx.recruiter.id] }, await as(member)))?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('treats an organization of another site as unknown, also for administrators', async () => {
    for (const user of [t.fx.recruiter, t.fx.administrator]) {
      expect(firstError(await gql(QUERY, { o: t.fx.foreignOrganization }, await as(user)))).toEqual({
        code: 'NOT_FOUND',
        message: 'Diese Organisation gibt es auf dieser Seite nicht.',
      });
    }
    // On its own site the organization exists, but the recruiter's role is granted for REGION only.
    expect(
      firstError(
        await gql(QUERY, { o: t.fx.foreignOrganization }, { ...(await as(t.fx.recruiter)), region: OTHER_REGION }),
      )?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await gql(QUERY, { o: t.fx.foreignOrganization }, { ...(await as(t.fx.administrator)), region: OTHER_REGION }))
        .json.data?.getCredits,
    ).toHaveLength(1);
  });

  it('refuses an id that is none', async () => {
    expect(firstError(await gql(QUERY, { o: 'org-1' }, await as(t.fx.recruiter)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ungültige Eingabe bei „organizationId“: Das ist keine gültige ID.',
    });
  });
});
