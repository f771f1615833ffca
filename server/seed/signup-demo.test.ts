// @module-tag postgres
// The demo's freshly signed-up company: unconfirmed address, untrusted, an unpublished profile; placed once.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { organizations, users } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { verifyPassword } from '../auth/password';
import { seedSignupDemo } from './signup-demo';
import { DEMO_PASSWORD } from './users';

const domain = 'seed-signup.example';
const region = { id: testRegionId('seed-signup') };
let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.db.delete(organizations).where(eq(organizations.regionId, region.id));
  await handle.db.delete(users).where(like(users.email, `%@${region.id}.${domain}`));
  await handle.close();
});

describe('seedSignupDemo', () => {
  it('creates an unconfirmed owner of an untrusted draft organization, once', async () => {
    const email = await seedSignupDemo(handle.db, [region], { domain });
    expect(email).toBe(`neues-unternehmen@${region.id}.${domain}`);
    const [user] = await handle.db.select().from(users).where(eq(users.email, email!));
    expect(user.emailVerified).toBeNull();
    expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    const [org] = await handle.db.select().from(organizations).where(eq(organizations.ownerId, user.id));
    expect(org).toMatchObject({
      regionId: region.id,
      trusted: false,
      published: false,
      name: 'Demo Neu registriert GmbH',
    });
    expect(user.activeOrganizationId).toBe(org.id);
    expect(await seedSignupDemo(handle.db, [region], { domain })).toBeNull();
    expect(await handle.db.select().from(organizations).where(eq(organizations.regionId, region.id))).toHaveLength(1);
  });
});
