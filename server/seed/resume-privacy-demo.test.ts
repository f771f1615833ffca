// @module-tag postgres
// The privacy demo: the demo applicant's resume blocks one seeded organization that is none of the demo employer's,
// whose recruiter (personal@) searches resumes and never finds her, while the demo employer does; placed once.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSessionUser } from '../auth/session-user';
import type { DbHandle } from '../db/client';
import {
  organizationMembers,
  organizations,
  resumeBlockedOrganizations,
  resumes,
  subscriptions,
  users,
} from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { searchResumes } from '../search/resume-search';
import { resumeSearchAccess } from '../search/resume-search-access';
import { seedResumePrivacyDemo } from './resume-privacy-demo';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
const domain = 'seed-privacy.example';
const region = { id: testRegionId('seed-privacy') };
const email = (local: string) => `${local}@${region.id}.${domain}`;
/** An id as the seed makes them (server/seed/bulk.ts isSeededId). */
const seededId = () => {
  const hex = randomBytes(14).toString('hex');
  return `5eed${hex.slice(0, 4)}-${hex.slice(4, 8)}-8${hex.slice(8, 11)}-8${hex.slice(11, 14)}-${hex.slice(14, 26)}`;
};
const ORGANIZATIONS = {
  own: 'Aaa Eigene GmbH',
  second: 'Aab Zweite GmbH',
  first: 'Abc Gesperrt GmbH',
  later: 'Zzz GmbH',
};
const ids = Object.fromEntries(Object.keys(ORGANIZATIONS).map((key) => [key, seededId()])) as Record<
  keyof typeof ORGANIZATIONS,
  string
>;
let handle: DbHandle;
let resumeId: string;

beforeAll(async () => {
  handle = await openTestDb();
  const { db } = handle;
  await db.insert(organizations).values(
    Object.entries(ORGANIZATIONS).map(([key, name]) => ({
      id: ids[key as keyof typeof ids],
      regionId: region.id,
      slug: `demo-${key}-${region.id}`,
      name,
    })),
  );
  const [employer, applicant] = await db
    .insert(users)
    .values([{ email: email('arbeitgeber'), activeOrganizationId: ids.own }, { email: email('bewerber') }])
    .returning({ id: users.id });
  await db.update(organizations).set({ ownerId: employer.id }).where(eq(organizations.id, ids.own));
  await db.insert(organizationMembers).values([
    { organizationId: ids.own, userId: employer.id },
    { organizationId: ids.second, userId: employer.id },
  ]);
  const [resume] = await db
    .insert(resumes)
    .values({
      userId: applicant.id,
      regionId: region.id,
      visible: true,
      complete: true,
      jobPreferences: {
        title: 'Kauffrau für Büromanagement',
        desiredOccupation: [],
        employmentType: [],
        availabilityPeriods: [],
      },
    })
    .returning({ id: resumes.id });
  resumeId = resume.id;
});
afterAll(async () => {
  await handle.db.delete(users).where(like(users.email, `%@${region.id}.${domain}`));
  await handle.db.delete(organizations).where(inArray(organizations.id, Object.values(ids)));
  await handle.close();
});

describe('seedResumePrivacyDemo', () => {
  it('blocks the first seeded organization that is none of the demo employer’s, once', async () => {
    const options = { referenceDate: REFERENCE, domain };
    expect(await seedResumePrivacyDemo(handle.db, [region], options)).toBe(1);
    expect(await seedResumePrivacyDemo(handle.db, [region], options)).toBe(0);
    const blocks = await handle.db
      .select()
      .from(resumeBlockedOrganizations)
      .where(eq(resumeBlockedOrganizations.resumeId, resumeId));
    expect(blocks.map((b) => b.organizationId)).toEqual([ids.first]);
    const [resume] = await handle.db.select().from(resumes).where(eq(resumes.id, resumeId));
    expect(resume.showCurrentEmployer).toBe(false);
  });

  it('gives the blocked organization a recruiter who may search resumes and never finds her; the demo employer does', async () => {
    const [blocked] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, email('personal')));
    expect(blocked).toMatchObject({ activeOrganizationId: ids.first, approved: true });
    expect(blocked.passwordHash).toBeTruthy();
    const active = await handle.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, ids.first), eq(subscriptions.status, 'active')));
    expect(active).toHaveLength(1);
    const [employer] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, email('arbeitgeber')));
    const found = async (userId: string) => {
      const searcher = (await loadSessionUser(handle.db, userId, region.id))!;
      const query = { regionId: region.id, keys: '', geo: null, filters: {}, page: 1, searcher };
      return (await searchResumes(handle.db, query, REFERENCE)).hits.map((h) => h.id);
    };
    const personal = (await loadSessionUser(handle.db, blocked.id, region.id))!;
    expect(await resumeSearchAccess(handle.db, personal, region.id, REFERENCE)).toBe('granted');
    expect(await found(blocked.id)).not.toContain(resumeId);
    expect(await found(employer.id)).toContain(resumeId);
  });
});
