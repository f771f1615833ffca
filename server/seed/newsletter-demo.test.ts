// The demo's newsletter: a site with it on gets three confirmed subscribers and one waiting sign-up, once; a site
// with it off gets none.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { seedNewsletterDemo } from './newsletter-demo';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
const on = { id: testRegionId('seed-newsletter'), FEATURES: { NEWSLETTER: true } };
const off = { id: testRegionId('seed-no-newsletter'), FEATURES: { NEWSLETTER: false } };
let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});

afterAll(async () => {
  await handle.db.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.regionId, [on.id, off.id]));
  await handle.close();
});

describe('seedNewsletterDemo', () => {
  it('adds confirmed readers and one waiting sign-up where the newsletter is on, once', async () => {
    const options = { referenceDate: REFERENCE, domain: 'seed-newsletter.example' };
    expect(await seedNewsletterDemo(handle.db, [on, off], options)).toBe(4);
    expect(await seedNewsletterDemo(handle.db, [on, off], options)).toBe(0);
    const rows = await handle.db
      .select()
      .from(newsletterSubscriptions)
      .where(inArray(newsletterSubscriptions.regionId, [on.id, off.id]));
    expect(rows.every((r) => r.regionId === on.id)).toBe(true);
    expect(rows.filter((r) => r.confirmedAt).map((r) => r.email)).toContain(
      `bewerber@${on.id}.seed-newsletter.example`,
    );
    expect(rows.filter((r) => !r.confirmedAt)).toHaveLength(1);
  });
});
