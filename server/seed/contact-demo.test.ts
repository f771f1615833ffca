// @module-tag postgres
// The demo's contact requests and resume alert: every docs/product.md §4 state once, each request one slot
// of the demo subscription, the nurse of the walk-through left unasked, a weekly "Pflege" alert; placed once.
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { DbHandle } from '../db/client';
import { organizations, resumeAlerts, resumeContactRequests, resumes, subscriptions, users } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { seedContactDemo } from './contact-demo';
import { seedResumeDemo } from './resume-demo';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
const domain = 'seed-contact.example';
const region = { ...getRegion('rosenheim')!, id: testRegionId('seed-contact') };
let handle: DbHandle;
let organizationId: string;

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region.id, slug: `demo-${randomUUID()}`, name: 'Demo Klinik GmbH', ownerId: null })
    .returning({ id: organizations.id });
  organizationId = org.id;
  await handle.db
    .insert(users)
    .values({ email: `arbeitgeber@${region.id}.${domain}`, activeOrganizationId: organizationId });
  await seedResumeDemo(handle.db, [region], { referenceDate: REFERENCE, domain });
});
afterAll(async () => {
  await handle.db.delete(users).where(like(users.email, `%@${region.id}.${domain}`));
  await handle.db.delete(organizations).where(eq(organizations.id, organizationId));
  await handle.close();
});

describe('seedContactDemo', () => {
  it('sends requests in the answered states, each taking one slot, and saves one alert, once', async () => {
    const [before] = await handle.db
      .select({ used: subscriptions.resumeContactSlotsUsed })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId));
    // The demo applicant (bewerber@, pending) is seeded by another module; without it three requests remain.
    expect(await seedContactDemo(handle.db, [region], { referenceDate: REFERENCE, domain })).toEqual({
      requests: 3,
      alerts: 1,
    });
    expect(await seedContactDemo(handle.db, [region], { referenceDate: REFERENCE, domain })).toEqual({
      requests: 0,
      alerts: 0,
    });
    const requests = await handle.db
      .select({
        status: resumeContactRequests.status,
        email: users.email,
        approvedAt: resumeContactRequests.approvedAt,
      })
      .from(resumeContactRequests)
      .innerJoin(resumes, eq(resumes.id, resumeContactRequests.resumeId))
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(eq(resumeContactRequests.organizationId, organizationId));
    expect(requests.map((r) => r.status).sort()).toEqual(['approved', 'declined', 'revoked']);
    expect(requests.some((r) => r.email.startsWith('pflegefachkraft@'))).toBe(false);
    expect(requests.find((r) => r.status === 'revoked')?.approvedAt).not.toBeNull();
    const [after] = await handle.db
      .select({ used: subscriptions.resumeContactSlotsUsed })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId));
    expect(after.used).toBe(before.used + 3);
    const alerts = await handle.db.select().from(resumeAlerts).where(eq(resumeAlerts.organizationId, organizationId));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ confirmed: true, intervalSeconds: 604800 });
    expect(alerts[0].search).toMatchObject({ keys: 'Pflege', place: { label: 'Rosenheim', radiusKm: 30 } });
  });
});
