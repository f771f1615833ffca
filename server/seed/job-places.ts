import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { jobLocations, jobs } from '../db/schema';
import { bulkUpsert, type Executor, isSeededId, notAmong } from './bulk';
import type { RegionContext } from './context';
import type { OrgSite } from './organizations';

export type JobPlaceRow = typeof jobLocations.$inferInsert & { id: string };

/** Share of the ads of an employer with several sites that are for two or three of them (a chain hiring). */
const SEVERAL_PLACES = 0.06;

/**
 * The work places of job `index`: its own place first (as on the job row), and for a few ads of employers
 * with further sites one or two of those. A generator of its own, so the job's other values stay as they were.
 */
export function planJobPlaces(
  ctx: RegionContext,
  index: number,
  jobId: string,
  main: { site: OrgSite; lat: number; lon: number },
  sites: readonly OrgSite[],
): JobPlaceRow[] {
  const rng = ctx.rng('job-places', index);
  const others = sites.filter((s) => s.label !== main.site.label);
  const further = others.length > 0 && rng.chance(SEVERAL_PLACES) ? rng.sample(others, rng.int(1, 2)) : [];
  return [{ ...main.site, lat: main.lat, lon: main.lon }, ...further].map((place, position) => ({
    id: ctx.id('job-place', index, position),
    jobId,
    position,
    label: place.label,
    address: place.address,
    lat: place.lat,
    lon: place.lon,
  }));
}

/**
 * Writes the region's job places after its jobs: places of seeded jobs that this run does not plan (another
 * seed, or the one row migration 0009 made of a job's place) go first, so positions are free.
 */
export async function writeJobPlaces(
  tx: Executor,
  regionId: string,
  places: readonly JobPlaceRow[],
  batchSize: number,
): Promise<void> {
  const seededJobs = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.regionId, regionId), isSeededId(jobs.id)));
  await tx.delete(jobLocations).where(
    and(
      inArray(jobLocations.jobId, seededJobs),
      notAmong(
        jobLocations.id,
        places.map((p) => p.id),
      ),
    ),
  );
  await bulkUpsert(tx, jobLocations, places, { conflict: ['id'], batchSize });
  const further = tx
    .select({ id: jobLocations.jobId })
    .from(jobLocations)
    .where(and(inArray(jobLocations.jobId, seededJobs), gt(jobLocations.position, 0)));
  const hasFurther = inArray(jobs.id, further);
  // Only rows whose flag changes, and their updated_at kept: the seed's other rows stay as they were.
  await tx
    .update(jobs)
    .set({ furtherPlaces: hasFurther, updatedAt: sql`${jobs.updatedAt}` })
    .where(
      and(eq(jobs.regionId, regionId), isSeededId(jobs.id), sql`${jobs.furtherPlaces} is distinct from ${hasFurther}`),
    );
}
