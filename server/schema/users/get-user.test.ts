// Integration tests of getUser through the real route handler and database. The test helpers go first: they
// point getDb() at a test database.
import { firstError, gql, REGION } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers, userRoles, users } from '../../db/schema';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();

describe('getUser', () => {
  const QUERY = `{ getUser { id email name firstName lastName emailVerified roles { role targetId } organization { id name ownerId }
    activeOrganization { id } isUserApprovedAndVerified isEligibleForJobApply isMasqueraded } }`;

  it('is null for anonymous callers', async () => {
    expect((await gql(QUERY)).json).toEqual({ data: { getUser: null } });
  });

  it('returns a recruiter with roles, organization and active organization', async () => {
    const own = t.fx.ownOrganization[t.fx.recruiter.id];
    const before = await gql(QUERY, {}, await as(t.fx.recruiter));
    expect(before.json.data?.getUser).toMatchObject({
      id: t.fx.recruiter.id,
      email: t.fx.recruiter.email,
      emailVerified: true,
      roles: [{ role: 'recruiter', targetId: own }],
      organization: { id: own, ownerId: t.fx.recruiter.id },
      activeOrganization: null,
      isUserApprovedAndVerified: true,
      isEligibleForJobApply: false,
      isMasqueraded: false,
    });
    await t.db.update(users).set({ activeOrganizationId: own }).where(eq(users.id, t.fx.recruiter.id));
    const after = await gql(QUERY, {}, await as(t.fx.recruiter));
    expect(after.json.data?.getUser).toMatchObject({ activeOrganization: { id: own } });
  });

  it('knows applicants who may apply, and that unverified or unapproved users are not verified', async () => {
    expect((await gql(QUERY, {}, await as(t.fx.applicant))).json.data?.getUser).toMatchObject({
      isEligibleForJobApply: true,
      isUserApprovedAndVerified: true,
    });
    const [fresh] = await t.db
      .insert(users)
      .values({ email: `neu-${t.tag}@example.test` })
      .returning({ id: users.id });
    t.cleanups.push(() => t.db.delete(users).where(eq(users.id, fresh.id)));
    await t.db.insert(userRoles).values({ userId: fresh.id, role: 'applicant', regionId: REGION });
    expect((await gql(QUERY, {}, await as(fresh))).json.data?.getUser).toMatchObject({
      emailVerified: false,
      isEligibleForJobApply: false,
      isUserApprovedAndVerified: false,
      organization: null,
    });
  });

  it('finds the organization of a member who holds no role for it', async () => {
    const [member] = await t.db
      .insert(users)
      .values({ email: `mitglied-${t.tag}@example.test` })
      .returning({ id: users.id });
    t.cleanups.push(() => t.db.delete(users).where(eq(users.id, member.id)));
    await t.db.insert(organizationMembers).values({ organizationId: t.fx.strangerOrganization, userId: member.id });
    expect((await gql(QUERY, {}, await as(member))).json.data?.getUser).toMatchObject({
      organization: { id: t.fx.strangerOrganization },
      roles: [],
    });
  });

  it('refuses arguments it does not have', async () => {
    const result = await gql('{ getUser(id: "x") { id } }');
    expect(result.status).toBeLessThan(500);
    expect(firstError(result)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
