import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { jobTownRowsSql } from './job-towns-sql';
import { openJobs } from './open-jobs';

/** docs/product.md §9 featured / top jobs on the home page: 0–6. */
export const FEATURED_JOBS_LIMIT = 6;
/** Employers the front page shows by open jobs. */
export const TOP_EMPLOYERS_LIMIT = 8;
/** Town × occupational field pages the front page links. */
export const POPULAR_TOWN_FIELDS_LIMIT = 12;

export type JobBoardOverview = {
  /** Open jobs of the site (docs/product.md §4). */
  openJobs: number;
  /** Organizations with at least one open job. */
  employers: number;
  /** Ids of the featured open jobs, the newest first. */
  featuredJobIds: string[];
  /** Published organizations (they have a page) with the most open jobs; ties by name. */
  topEmployers: Array<{ id: string; openJobs: number }>;
  /** Town × occupational field combinations with the most open jobs; ties by town, then field. */
  popularTownFields: Array<{ town: string; fieldTid: number; count: number }>;
};

type Row = {
  open_jobs: number;
  employers: number;
  featured: string[] | string | null;
  top: Array<{ id: string; open_jobs: number }> | string | null;
  town_fields: Array<{ town: string; tid: number; count: number }> | string | null;
};

const parsed = <T>(value: T | string | null): T | [] =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? []);

/**
 * What the front page counts and highlights, in one statement: the site's open jobs are read once (a
 * materialized CTE named like the table), then counted, and the featured jobs, the top employers and the
 * biggest town × field pairs are taken from them. Featured jobs are the ones an employer booked as top
 * jobs (the `featured` flag); docs/product-decisions.md says why no others fill the list.
 */
export async function jobBoardOverview(
  db: Db,
  regionId: string,
  now: Date,
  limits = { featured: FEATURED_JOBS_LIMIT, employers: TOP_EMPLOYERS_LIMIT, townFields: POPULAR_TOWN_FIELDS_LIMIT },
): Promise<JobBoardOverview> {
  const open = sql`select ${jobs.id}, ${jobs.organizationId}, ${jobs.featured}, ${jobs.publishedAt}, ${jobs.locationLabel},
      ${jobs.furtherPlaces}, ${jobs.occupationalFields}
    from ${jobs} where ${and(eq(jobs.regionId, regionId), openJobs(now))}`;
  const result = await db.execute<Row>(sql`
    with ${jobs} as materialized (${open})
    select
      (select count(*)::int from ${jobs}) as open_jobs,
      (select count(distinct ${jobs.organizationId})::int from ${jobs}) as employers,
      (select coalesce(json_agg(f.id), '[]'::json) from (
        select ${jobs.id} as id from ${jobs} where ${jobs.featured}
        order by ${jobs.publishedAt} desc, ${jobs.id} limit ${limits.featured}
      ) f) as featured,
      (select coalesce(json_agg(e), '[]'::json) from (
        select ${organizations.id} as id, count(*)::int as open_jobs from ${jobs}
        join ${organizations} on ${organizations.id} = ${jobs.organizationId}
        where ${organizations.published} and ${organizations.regionId} = ${regionId}
        group by ${organizations.id}, ${organizations.name}
        order by count(*) desc, ${organizations.name}, ${organizations.id} limit ${limits.employers}
      ) e) as top,
      (select coalesce(json_agg(p), '[]'::json) from (
        select t.town, v as tid, count(*)::int as count from (${jobTownRowsSql(undefined)}) t, unnest(t.fields) as v
        group by t.town, v
        order by count(*) desc, t.town, v limit ${limits.townFields}
      ) p) as town_fields
  `);
  const [row] = result.rows;
  return {
    openJobs: Number(row.open_jobs),
    employers: Number(row.employers),
    featuredJobIds: parsed(row.featured).map(String),
    topEmployers: parsed(row.top).map((e) => ({ id: e.id, openJobs: Number(e.open_jobs) })),
    popularTownFields: parsed(row.town_fields).map((p) => ({
      town: p.town,
      fieldTid: Number(p.tid),
      count: Number(p.count),
    })),
  };
}
