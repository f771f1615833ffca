import { createHash } from 'node:crypto';
import { and, eq, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, jobs, organizations, routeSlugs, jobLocations } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { bulkUpsert, type Executor, isSeededId, notAmong, textNotAmong } from './bulk';
import { type DemoRegion, type PlannedFile, RegionContext } from './context';
import { planJobs } from './jobs';
import { writeJobPlaces } from './job-places';
import { planOrganizations } from './organizations';

/**
 * Writes the demo employers and job ads of each region.
 *
 * Idempotency: every seeded row has a deterministic uuid (seededUuid: seed, region, entity, index) and is
 * upserted by it, so a second run with the same seed updates the same rows in place – applications,
 * bookmarks or owners that people attached to demo rows survive. Seeded rows of a region that the current
 * run does not produce (another --seed, fewer jobs than the last --scale run) are deleted first. Rows created
 * by people (random v4 uuids) are never touched; their slugs are avoided.
 */

export type SeedDemoOptions = {
  seed: number;
  referenceDate: Date;
  /** Where logos, pictures and job PDFs go (the app's storage in run.ts, a temp folder in tests). */
  storage: FileStorage;
  /** Scale mode: this many jobs in total, spread evenly over the regions. Default: 60–150 per region. */
  totalJobs?: number;
  /** Rows per insert statement. */
  batchSize?: number;
  /**
   * Regions seeded at the same time. 1 for PGlite (one connection); 2 on a PostgreSQL server lets the next
   * region be generated while the server indexes the previous one.
   */
  concurrency?: number;
  /** Called after each region (progress output). */
  onRegion?: (region: DemoRegion, counts: RegionCounts) => void;
};

export type RegionCounts = {
  organizations: number;
  jobs: number;
  publishedJobs: number;
  files: number;
  routes: number;
};
export type SeedDemoResult = RegionCounts & { regions: number };

/** Jobs per region in scale mode: an even split, the first regions take the remainder. */
export function jobsPerRegion(total: number, regionCount: number, index: number): number {
  return Math.floor(total / regionCount) + (index < total % regionCount ? 1 : 0);
}

const ORGANIZATION_PATH = '/organization/';

async function writeFiles(
  tx: Executor,
  storage: FileStorage,
  planned: PlannedFile[],
  createdAt: Date,
  batchSize: number,
): Promise<void> {
  const rows: Array<Record<string, unknown>> = [];
  for (const file of planned) {
    const bytes = file.render();
    await storage.write(
      file.storageKey,
      (async function* () {
        yield bytes;
      })(),
    );
    rows.push({
      id: file.id,
      storageKey: file.storageKey,
      originalName: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      purpose: file.purpose,
      regionId: file.regionId,
      alt: file.alt ?? null,
      title: file.title ?? null,
      permanentAt: createdAt,
      createdAt,
    });
  }
  await bulkUpsert(tx, files, rows, { conflict: ['id'], batchSize });
}

async function seedRegion(
  db: Db,
  region: DemoRegion,
  options: SeedDemoOptions,
  jobCount: number | undefined,
): Promise<RegionCounts & { staleFiles: Array<{ id: string; storageKey: string }> }> {
  const batchSize = options.batchSize ?? 1000;
  const foreign = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(and(eq(organizations.regionId, region.id), not(isSeededId(organizations.id))));
  const ctx = new RegionContext(region, {
    seed: options.seed,
    referenceDate: options.referenceDate,
    jobs: jobCount,
    organizations: jobCount === undefined ? undefined : Math.max(15, Math.round(jobCount / 30)),
    takenSlugs: new Set(foreign.map((f) => f.slug)),
  });
  const orgPlan = planOrganizations(ctx);
  const jobPlan = planJobs(ctx, orgPlan.organizations);
  const orgRows = orgPlan.organizations.map((o) => o.row);
  const plannedFiles = [...orgPlan.files, ...jobPlan.files];
  const routes = orgRows.map((o) => ({
    regionId: region.id,
    language: 'de',
    slug: `${ORGANIZATION_PATH}${o.slug}`,
    kind: 'content' as const,
    organizationId: o.id,
    metatags: {
      description: `${o.name}: Arbeitgeberprofil, Ansprechpartner und offene Stellen in ${o.companyInfo?.address.locality ?? region.REGION_NAME}.`,
    },
  }));

  const staleFiles = await db.transaction(async (tx) => {
    // Seeded rows this run does not produce (other seed, smaller scale) go first, so slugs and keys are free.
    await tx.delete(jobs).where(
      and(
        eq(jobs.regionId, region.id),
        isSeededId(jobs.id),
        notAmong(
          jobs.id,
          jobPlan.jobs.map((j) => j.id),
        ),
      ),
    );
    await tx.delete(organizations).where(
      and(
        eq(organizations.regionId, region.id),
        isSeededId(organizations.id),
        notAmong(
          organizations.id,
          orgRows.map((o) => o.id),
        ),
      ),
    );
    await tx.delete(routeSlugs).where(
      and(
        eq(routeSlugs.regionId, region.id),
        isNotNull(routeSlugs.organizationId),
        isSeededId(routeSlugs.organizationId),
        textNotAmong(
          routeSlugs.slug,
          routes.map((r) => r.slug),
        ),
      ),
    );
    // Stale files are only collected here and deleted once at the end (pruneFiles).
    const stale = await tx
      .select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(
        and(
          eq(files.regionId, region.id),
          isSeededId(files.id),
          notAmong(
            files.id,
            plannedFiles.map((f) => f.id),
          ),
        ),
      );

    await writeFiles(tx, options.storage, plannedFiles, options.referenceDate, batchSize);
    await bulkUpsert(tx, organizations, orgRows, { conflict: ['id'], touch: ['updatedAt'], batchSize });
    await bulkUpsert(tx, routeSlugs, routes, {
      conflict: ['regionId', 'language', 'slug'],
      touch: ['updatedAt'],
      batchSize,
    });
    await bulkUpsert(tx, jobs, jobPlan.jobs, { conflict: ['id'], touch: ['updatedAt'], batchSize });
    await writeJobPlaces(tx, region.id, jobPlan.places, batchSize);
    return stale;
  });

  const now = options.referenceDate.getTime();
  return {
    organizations: orgRows.length,
    jobs: jobPlan.jobs.length,
    publishedJobs: jobPlan.jobs.filter((j) => j.state === 'published' && (!j.expiresAt || j.expiresAt.getTime() > now))
      .length,
    files: plannedFiles.length,
    routes: routes.length,
    staleFiles,
  };
}

/** Deletes seeded files no run produces any more (after a scale run or with another seed). */
async function pruneFiles(
  db: Db,
  storage: FileStorage,
  stale: ReadonlyArray<{ id: string; storageKey: string }>,
): Promise<void> {
  if (stale.length === 0) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < stale.length; i += 1000) {
      const ids = stale.slice(i, i + 1000).map((f) => f.id);
      await tx
        .delete(files)
        .where(sql`${files.id} = any (array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid))`);
    }
  });
  for (const file of stale) await storage.delete(file.storageKey).catch(() => undefined);
}

/** PostgreSQL's "deadlock detected", wherever a driver or Drizzle wrapped it. */
function isDeadlock(error: unknown): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '40P01') return true;
  return false;
}

/**
 * Two regions seeded at once on a PostgreSQL server share the title lexicon's rows (job_title_words, kept by
 * statement triggers): their transactions of many batches can wait on each other's words, and the server
 * aborts one. The region's upserts are idempotent, so it is simply seeded again.
 */
async function retriedOnDeadlock<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}

/** Seeds employers, their pictures and route slugs, and job ads for every region. */
export async function seedDemoData(
  db: Db,
  regions: readonly DemoRegion[],
  options: SeedDemoOptions,
): Promise<SeedDemoResult> {
  const total: SeedDemoResult = { regions: 0, organizations: 0, jobs: 0, publishedJobs: 0, files: 0, routes: 0 };
  const stale: Array<{ id: string; storageKey: string }> = [];
  let next = 0;
  const worker = async () => {
    while (next < regions.length) {
      const index = next++;
      const region = regions[index];
      const jobCount =
        options.totalJobs === undefined ? undefined : jobsPerRegion(options.totalJobs, regions.length, index);
      const { staleFiles, ...counts } = await retriedOnDeadlock(() => seedRegion(db, region, options, jobCount));
      stale.push(...staleFiles);
      options.onRegion?.(region, counts);
      total.regions += 1;
      for (const key of ['organizations', 'jobs', 'publishedJobs', 'files', 'routes'] as const)
        total[key] += counts[key];
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, regions.length)) }, worker));
  await pruneFiles(db, options.storage, stale);
  // Statistics of what was just written: autovacuum may have sampled the tables half-way through, and the planner
  // then reads a site's jobs one by one instead of through the words index (docs/quality.md).
  await db.execute(sql`analyze ${jobs}, ${jobLocations}, ${organizations}`);
  return total;
}

/** Number of seeded rows per table in the given regions (for the summary and the tests). */
export async function countSeeded(
  db: Db,
  regionIds: readonly string[],
): Promise<{ organizations: number; jobs: number; files: number }> {
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(regionIds)}::jsonb))`;
  const count = async (table: typeof jobs | typeof organizations | typeof files) => {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${table} where region_id in ${ids} and ${isSeededId(table.id)}`,
    );
    return Number(result.rows[0]?.n ?? 0);
  };
  return { organizations: await count(organizations), jobs: await count(jobs), files: await count(files) };
}
