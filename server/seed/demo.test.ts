// @module-tag postgres
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { DbHandle } from '../db/client';
import {
  creditLedger,
  files,
  jobs,
  organizationMembers,
  organizations,
  routeSlugs,
  userRoles,
  users,
} from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import type { DemoRegion } from './context';
import { countSeeded, seedDemoData } from './demo';
import { distanceKm } from './places';
import { seedDemoPostings } from './postings';
import { attachDemoRecruiters } from './recruiters';
import { seedDemoTeams } from './team';
import { listOrganizationChanges } from '../organizations/change-log';
import { listPendingInvitations } from '../organizations/team';
import { seedTaxonomies } from './taxonomies';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
// Real region configs under test ids, so rows never mix with other tests on a shared PostgreSQL server.
const regions: DemoRegion[] = ['rosenheim', 'hamburg', 'saarland'].map((id) => ({
  ...getRegion(id)!,
  id: testRegionId(`seed-${id.slice(0, 4)}`),
}));
const regionIds = regions.map((r) => r.id);

let handle: DbHandle;
let uploads: string;
let storage: LocalDiskStorage;
const seed = (options: { seed?: number; totalJobs?: number } = {}) =>
  seedDemoData(handle.db, regions, {
    seed: options.seed ?? 1,
    referenceDate: REFERENCE,
    storage,
    totalJobs: options.totalJobs,
  });

async function counts() {
  const seeded = await countSeeded(handle.db, regionIds);
  const [routes] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(routeSlugs)
    .where(inArray(routeSlugs.regionId, regionIds));
  return { ...seeded, routes: Number(routes.n) };
}

beforeAll(async () => {
  handle = await openTestDb();
  uploads = mkdtempSync(path.join(tmpdir(), 'seed-uploads-'));
  storage = new LocalDiskStorage(uploads);
  await seedTaxonomies(handle.db);
});

afterAll(async () => {
  await handle.db.delete(users).where(sql`${users.email} like ${'%@seed-test.example'}`);
  await deleteTestRegions(handle, regionIds);
  await handle.db.delete(files).where(inArray(files.regionId, regionIds));
  await handle.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('gives every region employers with profile pages and published jobs near its places', async () => {
    const result = await seed();
    expect(result.regions).toBe(3);
    for (const region of regions) {
      const orgs = await handle.db.select().from(organizations).where(eq(organizations.regionId, region.id));
      expect(orgs.length).toBeGreaterThanOrEqual(8);
      for (const o of orgs) {
        expect(o.companyInfo?.address.zip).toMatch(/^\d{5}$/);
        expect(o.contactPeople.length).toBeGreaterThan(0);
        expect(o.gallery.length).toBeGreaterThan(0);
        expect(o.info.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      }
      const routes = await handle.db.select().from(routeSlugs).where(eq(routeSlugs.regionId, region.id));
      expect(routes.map((r) => r.slug).sort()).toEqual(orgs.map((o) => `/organization/${o.slug}`).sort());

      const regionJobs = await handle.db
        .select({
          state: jobs.state,
          lat: jobs.lat,
          lon: jobs.lon,
          min: jobs.salaryMin,
          max: jobs.salaryMax,
          expiresAt: jobs.expiresAt,
        })
        .from(jobs)
        .where(eq(jobs.regionId, region.id));
      expect(
        regionJobs.filter((j) => j.state === 'published' && (!j.expiresAt || j.expiresAt > REFERENCE)).length,
      ).toBeGreaterThan(30);
      const fixtures = region.GEO_INFO.fixtures.map((f) => ({ lat: f.lat, lon: f.lng }));
      for (const j of regionJobs) {
        expect(Math.min(...fixtures.map((f) => distanceKm(f, { lat: j.lat!, lon: j.lon! })))).toBeLessThan(30);
        if (j.min != null && j.max != null) expect(j.min).toBeLessThanOrEqual(j.max);
      }
    }
  });

  it('fills the search vector and stores the pictures and PDFs it references', async () => {
    const [hit] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(
        and(
          inArray(jobs.regionId, regionIds),
          sql`${jobs.searchVector} @@ plainto_tsquery('german', 'Pflegefachkraft')`,
        ),
      );
    expect(Number(hit.n)).toBeGreaterThan(0);
    const stored = await handle.db.select().from(files).where(inArray(files.regionId, regionIds));
    expect(stored.some((f) => f.purpose === 'organization_logo')).toBe(true);
    for (const f of stored.slice(0, 40)) {
      const bytes = readFileSync(path.join(uploads, ...f.storageKey.split('/')));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(f.sha256);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(f.mimeType === 'application/pdf' ? '%PDF' : '\x89PNG');
    }
  });

  it('keeps personal_info out of every public profile group', async () => {
    const orgs = await handle.db.select().from(organizations).where(inArray(organizations.regionId, regionIds));
    for (const o of orgs) {
      const pub = JSON.stringify([
        o.companyInfo,
        o.info,
        o.about,
        o.contactPeople,
        o.gallery,
        o.furtherLocations,
        o.faq,
        o.name,
        o.alternativeName,
      ]);
      expect(o.personalInfo.phone).toBeTruthy();
      expect(pub).not.toContain(o.personalInfo.phone);
      expect(pub).not.toContain(`${o.personalInfo.firstName} ${o.personalInfo.lastName}`);
    }
  });

  it('is idempotent: a second run keeps the same rows and counts', async () => {
    const before = await counts();
    const ids = (
      await handle.db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.regionId, regionIds))
    ).sort((a, b) => a.id.localeCompare(b.id));
    await seed();
    expect(await counts()).toEqual(before);
    const after = (
      await handle.db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.regionId, regionIds))
    ).sort((a, b) => a.id.localeCompare(b.id));
    expect(after).toEqual(ids);
  });

  it('replaces the rows of another seed or scale instead of adding to them, and leaves people’s rows alone', async () => {
    const [own] = await handle.db
      .insert(organizations)
      .values({ regionId: regions[0].id, slug: 'eigener-betrieb', name: 'Eigener Betrieb' })
      .returning({ id: organizations.id });
    const first = await counts();
    const scaled = await seed({ totalJobs: 200 });
    expect(scaled.jobs).toBe(200);
    expect((await counts()).jobs).toBe(200);
    await seed({ seed: 2 });
    const second = await counts();
    expect(second.organizations).toBeGreaterThanOrEqual(3 * 8);
    expect(second.jobs).toBeGreaterThanOrEqual(3 * 60);
    expect(await handle.db.select().from(organizations).where(eq(organizations.id, own.id))).toHaveLength(1);
    await seed();
    expect(await counts()).toEqual(first);
    await handle.db.delete(organizations).where(eq(organizations.id, own.id));
  });

  it('attaches an existing demo recruiter to the region’s first employer', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ email: `arbeitgeber@${regions[0].id}.seed-test.example`, name: 'Rainer Recruiter' })
      .returning({ id: users.id });
    expect(await attachDemoRecruiters(handle.db, regions, { domain: 'seed-test.example' })).toBe(1);
    expect(await attachDemoRecruiters(handle.db, regions, { domain: 'seed-test.example' })).toBe(1);
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row.activeOrganizationId).toBeTruthy();
    const [org] = await handle.db.select().from(organizations).where(eq(organizations.id, row.activeOrganizationId!));
    expect(org.ownerId).toBe(user.id);
    expect(
      await handle.db.select().from(organizationMembers).where(eq(organizationMembers.userId, user.id)),
    ).toHaveLength(1);
    expect(
      await handle.db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.targetId, org.id))),
    ).toHaveLength(1);
    // A re-seed keeps the owner: seeded rows are upserted, not recreated.
    await seed();
    const [again] = await handle.db
      .select({ ownerId: organizations.ownerId })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    expect(again.ownerId).toBe(user.id);
  });

  it('gives the demo recruiter credits and a draft, a job in review and a scheduled one, once', async () => {
    const seedPostings = () =>
      seedDemoPostings(handle.db, regions, { referenceDate: REFERENCE, domain: 'seed-test.example' });
    expect(await seedPostings()).toBe(3);
    expect(await seedPostings()).toBe(0);
    const [user] = await handle.db
      .select({ org: users.activeOrganizationId })
      .from(users)
      .where(eq(users.email, `arbeitgeber@${regions[0].id}.seed-test.example`));
    const own = await handle.db
      .select({ state: jobs.state, charged: jobs.chargedWith })
      .from(jobs)
      .where(
        and(
          eq(jobs.organizationId, user.org!),
          inArray(jobs.state, ['draft', 'needs_review', 'scheduled']),
          sql`${jobs.authorId} is not null`,
        ),
      );
    expect(own.map((j) => `${j.state} ${j.charged}`).sort()).toEqual([
      'draft null',
      'needs_review credit',
      'scheduled credit',
    ]);
    const [balance] = await handle.db
      .select({ sum: sql<number>`sum(${creditLedger.delta})::int` })
      .from(creditLedger)
      .where(eq(creditLedger.organizationId, user.org!));
    expect(Number(balance.sum)).toBe(3);
    const trusted = await handle.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(inArray(organizations.regionId, regionIds), eq(organizations.trusted, true)));
    expect(trusted).toHaveLength(regions.length);
  });

  it('gives the demo recruiter a pending invitation, a change log and a second employer, once', async () => {
    expect(await seedDemoTeams(handle.db, regions, { domain: 'seed-test.example' })).toBe(1);
    expect(await seedDemoTeams(handle.db, regions, { domain: 'seed-test.example' })).toBe(0);
    const [user] = await handle.db
      .select({ id: users.id, org: users.activeOrganizationId })
      .from(users)
      .where(eq(users.email, `arbeitgeber@${regions[0].id}.seed-test.example`));
    const pending = await listPendingInvitations(handle.db, user.org!);
    expect(pending.map((i) => i.email)).toEqual([`kollegin@${regions[0].id}.seed-test.example`]);
    const log = await listOrganizationChanges(handle.db, user.org!, { limit: 10 }, { personalData: true });
    expect(log.map((e) => e.action)).toEqual(['team.invited']);
    const memberships = await handle.db
      .select({ name: organizations.name, id: organizations.id })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, user.id));
    expect(memberships).toHaveLength(2);
    // Their own employer stays the active one, which the wizard offers first.
    const [owned] = await handle.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.ownerId, user.id));
    expect(user.org).toBe(owned.id);
  });
});
