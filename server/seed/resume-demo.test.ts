// The resume search's demo: twelve visible seekers per site that the search finds as the end-to-end
// walk-through (e2e/resume-search-contact.spec.ts) needs them, and an active subscription for the demo recruiter,
// placed once.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { DbHandle } from '../db/client';
import { organizations, resumes, subscriptions, users } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { searchResumes } from '../search/resume-search';
import { resumeSearchAccess } from '../search/resume-search-access';
import { ANY_SEARCHER } from '../search/resume-search-testing';
import { seedResumeDemo } from './resume-demo';
import { DEMO_SEEKERS } from './resume-demo-seekers';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
const domain = 'seed-resume.example';
const rosenheim = getRegion('rosenheim')!;
const region = { ...rosenheim, id: testRegionId('seed-resume') };
const recruiterEmail = `arbeitgeber@${region.id}.${domain}`;
let handle: DbHandle;
let organizationId: string;

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region.id, slug: `demo-${randomUUID()}`, name: 'Demo Klinik GmbH', ownerId: null })
    .returning({ id: organizations.id });
  organizationId = org.id;
  await handle.db.insert(users).values({ email: recruiterEmail, activeOrganizationId: organizationId });
});
afterAll(async () => {
  await handle.db.delete(users).where(like(users.email, `%@${region.id}.${domain}`));
  await handle.db.delete(organizations).where(eq(organizations.id, organizationId));
  await handle.close();
});

describe('seedResumeDemo', () => {
  it('places twelve visible, complete resumes and a subscription, once', async () => {
    expect(await seedResumeDemo(handle.db, [region], { referenceDate: REFERENCE, domain })).toBe(DEMO_SEEKERS.length);
    expect(await seedResumeDemo(handle.db, [region], { referenceDate: REFERENCE, domain })).toBe(0);
    expect(DEMO_SEEKERS).toHaveLength(12);
    const rows = await handle.db.select().from(resumes).where(eq(resumes.regionId, region.id));
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.visible && r.complete)).toBe(true);
    const active = await handle.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.status, 'active')));
    expect(active).toHaveLength(1);
    expect(active[0].resumeContactSlotsTotal).toBeGreaterThan(0);
    // Publishing a job keeps spending credits, as the demo and its end-to-end tests expect.
    expect(active[0].availableJobSlots).toBe(0);
  });

  it('lets the demo recruiter find "Pflegefachkraft, 8 Jahre Erfahrung, Raum Rosenheim" within 30 km', async () => {
    const [recruiter] = await handle.db.select().from(users).where(eq(users.email, recruiterEmail));
    const user = {
      ...recruiter,
      roles: [{ role: 'recruiter' as const, targetId: organizationId, regionId: region.id }],
    };
    expect(await resumeSearchAccess(handle.db, user, region.id, REFERENCE)).toBe('granted');
    const town = rosenheim.GEO_INFO.fixtures[0];
    const { hits } = await searchResumes(
      handle.db,
      {
        regionId: region.id,
        keys: 'Pflege',
        geo: { lat: town.lat, lon: town.lng, radiusKm: 30 },
        filters: {},
        page: 1,
        searcher: user,
      },
      REFERENCE,
    );
    // Which Pflege resume ranks first depends on the word parts the database knows from other tests' jobs; the
    // seed only promises that she is found, as described.
    expect(hits).toContainEqual(
      expect.objectContaining({ title: 'Pflegefachkraft', yearsOfExperience: 8, desiredLocation: town.label }),
    );
  });

  it('gives every docs/product.md §9 facet several values', async () => {
    const { facets } = await searchResumes(
      handle.db,
      { regionId: region.id, keys: '', geo: null, filters: {}, page: 1, searcher: ANY_SEARCHER },
      REFERENCE,
    );
    for (const facet of facets) expect(facet.values.length, facet.field).toBeGreaterThan(1);
  });

  it('makes the Pflegefachkraft an applicant who can sign in', async () => {
    const [account] = await handle.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(inArray(users.email, [`pflegefachkraft@${region.id}.${domain}`]));
    expect(account.hash).toBeTruthy();
  });
});
