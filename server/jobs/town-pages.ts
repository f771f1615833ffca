import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { placeSlug } from '../places/place-slug';
import { jobTownRowsSql } from './job-towns-sql';
import { openJobs } from './open-jobs';

/**
 * Landing pages by town (docs/product.md §2 clean listing URLs): /jobs/<town> and /jobs/<occupational field>/<town>,
 * e.g. /jobs/pflege-gesundheit/rosenheim. A town is a place label of open jobs (the main place or a further one), named
 * in the path by its placeSlug. Such a page exists only while it has open jobs: a town without any, or a field
 * without any in that town, is a 404, so search engines never index empty pages.
 */
export type TownPage = { town: string; slug: string; count: number };

type TownCount = { town: string; count: number };

/** The label of `slug` among counted towns: when two spellings meet ("St. Wendel", "Sankt Wendel"), the bigger. */
function pickTown(rows: TownCount[], slug: string): TownPage | null {
  let best: TownPage | null = null;
  for (const row of rows) {
    const count = Number(row.count);
    if (count > 0 && placeSlug(row.town) === slug && (!best || count > best.count))
      best = { town: row.town, slug, count };
  }
  return best;
}

/**
 * The town page `slug` of a site, optionally narrowed to an occupational field (a term id): its town label
 * and open jobs; null when it has none. One statement over the site's open jobs, grouped by town.
 */
export async function findTownPage(
  db: Db,
  input: { regionId: string; slug: string; fieldTid: number | null; now: Date },
): Promise<TownPage | null> {
  if (!input.slug || placeSlug(input.slug) !== input.slug) return null;
  const open = and(eq(jobs.regionId, input.regionId), openJobs(input.now));
  const field = input.fieldTid === null ? sql`true` : sql`${input.fieldTid} = any(t.fields)`;
  const result = await db.execute<TownCount>(sql`
    select t.town, count(*)::int as count from (${jobTownRowsSql(open)}) t where ${field} group by t.town
  `);
  const rows = result.rows;
  return pickTown(rows, input.slug);
}

/** A town page for the sitemap: the town's slug, the field's term id (null: the town alone), its newest job. */
export type TownPageEntry = { slug: string; fieldTid: number | null; lastModified: Date };

/**
 * Every town page of a site with open jobs, towns alone and town × occupational field, in one statement
 * (grouping sets). Spellings of one town that share a slug give one page.
 */
export async function listTownPages(db: Db, regionId: string, now: Date): Promise<TownPageEntry[]> {
  const result = await db.execute<{ town: string; tid: number | null; last_modified: Date | string }>(sql`
    select t.town, t.tid, max(t.published_at) as last_modified from (
      select towns.town, towns.published_at, v as tid
      from (${jobTownRowsSql(and(eq(jobs.regionId, regionId), openJobs(now)))}) towns
      left join lateral unnest(towns.fields) as v on true
    ) t
    group by grouping sets ((t.town), (t.town, t.tid))
    having grouping(t.tid) = 1 or t.tid is not null
    order by t.town, t.tid nulls first
  `);
  const entries = new Map<string, TownPageEntry>();
  for (const row of result.rows) {
    const slug = placeSlug(row.town);
    if (!slug) continue;
    const fieldTid = row.tid === null ? null : Number(row.tid);
    const lastModified = new Date(row.last_modified);
    const key = `${slug}/${fieldTid ?? ''}`;
    const known = entries.get(key);
    if (!known || known.lastModified < lastModified) entries.set(key, { slug, fieldTid, lastModified });
  }
  return [...entries.values()];
}
