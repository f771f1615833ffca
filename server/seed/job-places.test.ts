// The seed writes every job's work places: its own place first (as on the job row), and for a few ads of
// employers with several sites two or three places of the region; again and again the same rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { DbHandle } from '../db/client';
import { files, jobLocations, jobs } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import type { DemoRegion } from './context';
import { seedDemoData } from './demo';
import { seedTaxonomies } from './taxonomies';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
const regions: DemoRegion[] = ['rosenheim', 'franken'].map((id) => ({
  ...getRegion(id)!,
  id: testRegionId(`places-${id.slice(0, 4)}`),
}));
const regionIds = regions.map((r) => r.id);

let handle: DbHandle;
let uploads: string;
const seed = (totalJobs?: number) =>
  seedDemoData(handle.db, regions, {
    seed: 1,
    referenceDate: REFERENCE,
    storage: new LocalDiskStorage(uploads),
    totalJobs,
  });

/** Every seeded job of the test regions with its places in order. */
async function jobsWithPlaces() {
  const rows = await handle.db
    .select({ job: jobs, place: jobLocations })
    .from(jobs)
    .leftJoin(jobLocations, eq(jobLocations.jobId, jobs.id))
    .where(inArray(jobs.regionId, regionIds))
    .orderBy(asc(jobs.id), asc(jobLocations.position));
  const byJob = new Map<
    string,
    { job: (typeof rows)[number]['job']; places: Array<typeof jobLocations.$inferSelect> }
  >();
  for (const { job, place } of rows) {
    const entry = byJob.get(job.id) ?? { job, places: [] };
    if (place) entry.places.push(place);
    byJob.set(job.id, entry);
  }
  return [...byJob.values()];
}

beforeAll(async () => {
  handle = await openTestDb();
  uploads = mkdtempSync(path.join(tmpdir(), 'seed-places-'));
  await seedTaxonomies(handle.db);
  await seed();
});

afterAll(async () => {
  await deleteTestRegions(handle, regionIds);
  await handle.db.delete(files).where(inArray(files.regionId, regionIds));
  await handle.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('seeded work places', () => {
  it('give every job its own place first, as on its row, and a few jobs two or three towns', async () => {
    const seeded = await jobsWithPlaces();
    expect(seeded.length).toBeGreaterThan(100);
    for (const { job, places } of seeded) {
      expect(places[0]).toMatchObject({
        position: 0,
        label: job.locationLabel,
        lat: job.lat,
        lon: job.lon,
        address: job.address,
      });
      expect(new Set(places.map((p) => p.label)).size).toBe(places.length);
    }
    const several = seeded.filter((s) => s.places.length > 1);
    expect(several.length).toBeGreaterThanOrEqual(2);
    expect(several.every((s) => s.places.length <= 3)).toBe(true);
    // Not per region: the seed's generator follows the region id, and a test region's id ends in a random
    // suffix, so which of a region's few chain ads get further places (6 %) differs from run to run.
  });

  it('are the same rows after another run, and follow the jobs of a smaller scale', async () => {
    const before = await jobsWithPlaces();
    await seed();
    expect(await jobsWithPlaces()).toEqual(before);
    await seed(40);
    const scaled = await jobsWithPlaces();
    expect(scaled).toHaveLength(40);
    expect(scaled.every((s) => s.places.length >= 1)).toBe(true);
    const [{ n }] = (
      await handle.db.execute<{ n: number }>(
        // No place is left of a job the smaller run dropped (they go with their job).
        sql`select count(*)::int as n from ${jobLocations} where ${jobLocations.jobId} not in (select ${jobs.id} from ${jobs})`,
      )
    ).rows;
    expect(Number(n)).toBe(0);
  });
});
