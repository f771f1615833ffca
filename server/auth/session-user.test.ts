import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { userRoles, users } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { canActOnTarget, hasRole, isAdminLike, loadSessionUser, type SessionUser } from './session-user';
import { endSessions, isSessionCurrent, sessionStartOf } from './sessions';

const someone = (roles: SessionUser['roles'], id = randomUUID()): SessionUser => ({
  id,
  email: `${id}@example.test`,
  name: null,
  displayName: null,
  firstName: null,
  lastName: null,
  emailVerified: null,
  approved: false,
  activeOrganizationId: null,
  roles,
});

describe('docs/product.md §6 role rules', () => {
  const org = randomUUID();
  const otherOrg = randomUUID();

  it('knows the admin-like roles', () => {
    for (const role of ['administrator', 'site_admin', 'job_editor'] as const)
      expect(isAdminLike(someone([{ role, targetId: null, regionId: null }]))).toBe(true);
    for (const role of ['anonymous', 'applicant', 'recruiter'] as const)
      expect(isAdminLike(someone([{ role, targetId: org, regionId: null }]))).toBe(false);
    expect(isAdminLike(null)).toBe(false);
  });

  it('lets a user act on their own targets (a grant for it, or their user id) and admin-like users on any', () => {
    const recruiter = someone([{ role: 'recruiter', targetId: org, regionId: 'franken' }]);
    expect(canActOnTarget(recruiter, org)).toBe(true);
    expect(canActOnTarget(recruiter, recruiter.id)).toBe(true);
    expect(canActOnTarget(recruiter, otherOrg)).toBe(false);
    expect(canActOnTarget(someone([{ role: 'job_editor', targetId: null, regionId: 'franken' }]), otherOrg)).toBe(true);
    expect(canActOnTarget(null, org)).toBe(false);
    expect(hasRole(recruiter, 'recruiter')).toBe(true);
    expect(hasRole(recruiter, 'applicant')).toBe(false);
    expect(hasRole(null, 'anonymous')).toBe(false);
  });
});

describe('loadSessionUser', () => {
  let handle: DbHandle;
  const region = testRegionId('session');
  const otherRegion = testRegionId('session-other');
  let userId = '';

  beforeAll(async () => {
    handle = await openTestDb();
    const [user] = await handle.db
      .insert(users)
      .values({ email: `session-${randomUUID()}@example.test`, approved: true })
      .returning({ id: users.id });
    userId = user.id;
    await handle.db.insert(userRoles).values([
      { userId, role: 'applicant', regionId: null },
      { userId, role: 'recruiter', regionId: region, targetId: randomUUID() },
      { userId, role: 'site_admin', regionId: otherRegion },
    ]);
  });
  afterAll(async () => {
    await handle.db.delete(users).where(inArray(users.id, [userId]));
    await handle.close();
  });

  it('loads the grants valid in the region: global ones and the region’s own', async () => {
    const user = await loadSessionUser(handle.db, userId, region);
    expect(user?.roles.map((r) => r.role).sort()).toEqual(['applicant', 'recruiter']);
    expect(isAdminLike(user)).toBe(false);
    const elsewhere = await loadSessionUser(handle.db, userId, otherRegion);
    expect(elsewhere?.roles.map((r) => r.role).sort()).toEqual(['applicant', 'site_admin']);
    expect(isAdminLike(elsewhere)).toBe(true);
  });

  it('sees a removed grant at once', async () => {
    await handle.db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'recruiter')));
    expect((await loadSessionUser(handle.db, userId, region))?.roles.map((r) => r.role)).toEqual(['applicant']);
  });

  // Security review: sign-out left the cookie and the bearer JWT working for 30 days.
  it('refuses a session that started before the user’s sessions were ended; a newer one works', async () => {
    const before = Date.now() - 60_000;
    expect(await loadSessionUser(handle.db, userId, region, { startedAt: before })).not.toBeNull();
    expect(await endSessions(handle.db, userId, { at: new Date(before + 1000) })).toBe(true);
    expect(await loadSessionUser(handle.db, userId, region, { startedAt: before })).toBeNull();
    expect(await loadSessionUser(handle.db, userId, region, { startedAt: null })).toBeNull();
    expect(await loadSessionUser(handle.db, userId, region, { startedAt: before + 1000 })).not.toBeNull();
    // Signing out a session that was already over does not end the newer ones.
    expect(await endSessions(handle.db, userId, { ifCurrentSince: before })).toBe(false);
    expect(await loadSessionUser(handle.db, userId, region, { startedAt: before + 2000 })).not.toBeNull();
  });

  it('reads when a session started from its claim, else from iat', () => {
    expect(sessionStartOf({ signedInAt: 1_700_000_000_123, iat: 1_800_000_000 })).toBe(1_700_000_000_123);
    expect(sessionStartOf({ iat: 1_700_000_000 })).toBe(1_700_000_000_000);
    expect(sessionStartOf({ signedInAt: 'x' })).toBeNull();
    expect(isSessionCurrent(null, null)).toBe(true);
  });

  it('blocking ends the sessions, so unblocking does not bring them back', async () => {
    const startedAt = Date.now() - 1000;
    await handle.db.update(users).set({ blocked: true }).where(eq(users.id, userId));
    await handle.db.update(users).set({ blocked: false }).where(eq(users.id, userId));
    expect(await loadSessionUser(handle.db, userId, region, { startedAt })).toBeNull();
    expect(await loadSessionUser(handle.db, userId, region, { startedAt: Date.now() + 1000 })).not.toBeNull();
  });

  it('returns null for unknown and blocked users', async () => {
    expect(await loadSessionUser(handle.db, randomUUID(), region)).toBeNull();
    await handle.db.update(users).set({ blocked: true }).where(eq(users.id, userId));
    expect(await loadSessionUser(handle.db, userId, region)).toBeNull();
  });
});
