import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { openTestDb, testRegionId } from '../db/testing';
import { userRoles, users } from '../db/schema';
import { verifyPassword } from '../auth/password';
import { loadSessionUser } from '../auth/session-user';
import { DEMO_PASSWORD, seedDemoUsers } from './users';

let handle: DbHandle;
// Own regions and an own domain: nothing collides with other tests on a shared PostgreSQL server.
const regions = [{ id: testRegionId('seed-a') }, { id: testRegionId('seed-b') }];
const domain = `demo-${randomUUID().slice(0, 8)}.example`;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.db.delete(users).where(like(users.email, `%${domain}`));
  await handle.close();
});

describe('demo users', () => {
  it('creates an applicant, a recruiter and a site admin per region plus a global administrator and job editor', async () => {
    const seeded = await seedDemoUsers(handle.db, regions, { domain });
    const [a] = regions.map((r) => r.id);
    expect(seeded).toHaveLength(2 * 3 + 2);
    expect(seeded).toContainEqual({
      email: `bewerber@${a}.${domain}`,
      password: DEMO_PASSWORD,
      name: 'Bea Bewerberin',
      roles: [`applicant@${a}`],
    });
    expect(seeded).toContainEqual(
      expect.objectContaining({ email: `arbeitgeber@${a}.${domain}`, roles: [`recruiter@${a}`] }),
    );
    expect(seeded).toContainEqual(
      expect.objectContaining({ email: `siteadmin@${a}.${domain}`, roles: [`site_admin@${a}`] }),
    );
    expect(seeded).toContainEqual(expect.objectContaining({ email: `admin@${domain}`, roles: ['administrator'] }));
    expect(seeded).toContainEqual(expect.objectContaining({ email: `redaktion@${domain}`, roles: ['job_editor'] }));
  });

  it('signs in with the known password and loads the right roles per region', async () => {
    const [a, b] = regions.map((r) => r.id);
    const [recruiter] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, `arbeitgeber@${a}.${domain}`));
    expect(await verifyPassword(DEMO_PASSWORD, recruiter.passwordHash)).toBe(true);
    expect((await loadSessionUser(handle.db, recruiter.id, a))?.roles).toEqual([
      { role: 'recruiter', targetId: null, regionId: a },
    ]);
    // A regional grant does not reach another region; a global one does.
    expect((await loadSessionUser(handle.db, recruiter.id, b))?.roles).toEqual([]);
    const [admin] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, `admin@${domain}`));
    expect((await loadSessionUser(handle.db, admin.id, b))?.roles).toEqual([
      { role: 'administrator', targetId: null, regionId: null },
    ]);
  });

  it('is idempotent: a second run adds no users or grants and keeps passwords', async () => {
    const count = async () => ({
      users: (
        await handle.db
          .select({ id: users.id })
          .from(users)
          .where(like(users.email, `%${domain}`))
      ).length,
      grants: (
        await handle.db
          .select({ id: userRoles.id })
          .from(userRoles)
          .innerJoin(users, eq(users.id, userRoles.userId))
          .where(like(users.email, `%${domain}`))
      ).length,
    });
    const before = await count();
    const [hashBefore] = await handle.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.email, `admin@${domain}`));
    await seedDemoUsers(handle.db, regions, { domain });
    expect(await count()).toEqual(before);
    expect(before).toEqual({ users: 8, grants: 8 });
    const [hashAfter] = await handle.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.email, `admin@${domain}`));
    expect(hashAfter.h).toBe(hashBefore.h);
  });
});
