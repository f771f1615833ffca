import { type SQL, and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSearch, jobs } from '../db/schema';
import { startedAndRunning } from '../jobs/open-jobs';
import { type FulltextPart, fulltextSql } from './fulltext-sql';
import { type Counted, facetPassSql, facetsOf, missingSql } from './facet-counts-sql';
import { widenedOccupations, withOccupations } from './occupations/query-occupations';
import { type AnalyzedTerm, analyzeQuery, correctedKeys } from './german/analyze-query';
import { relatedQuery } from './german/related-query';
import { groupsSql } from './job-conditions-sql';
import { titleLexicon } from './title-lexicon';
import { trainingSql } from './training';
import { anyPlaceInAreaSql, mainDistanceSql, nearestDistanceSql, radiusSql } from './job-places-sql';
import type { JobSearchGeo, JobSearchQuery, JobSearchResponse } from './job-search-query';

/** The place condition: a radius around a point, or an area of the address (docs/product.md §9: never a radius). */
function geoSql(geo: JobSearchGeo | null): SQL | undefined {
  if (!geo) return undefined;
  return geo.kind === 'radius' ? radiusSql(geo) : anyPlaceInAreaSql(geo);
}

type ResultRow = { total: number; page: Array<{ id: string; distance_km: number | null }> | string } & Record<
  string,
  unknown
>;

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

type Found = Omit<JobSearchResponse, 'fallback' | 'correctedSearch'>;

/**
 * One search statement: the region's open jobs that match the words and the place are found once (a
 * materialized CTE) in the search table, read under the name `jobs` (it holds the published jobs' searched
 * columns under their names; docs/architecture.md, "The search table"), then, when some of them hold a word in the title or are of the occupation asked for,
 * the ones that hold the words only in their description or skills are left out (docs/product-decisions.md,
 * "Title and occupation before the description"): a CTE named like the table, so every condition and facet
 * below reads it instead of the table. The AND of OR conditions, the page, the total and every facet count
 * are taken from that small set.
 */
async function runSearch(db: Db, query: JobSearchQuery, text: FulltextPart, training: SQL<number>): Promise<Found> {
  // The site's words name the site, so a search with words leaves the site's index out: AND-ing its bitmap of
  // every job of the site cost more than the test it saves (docs/architecture.md, "The search table").
  const open = and(
    text.where ? undefined : eq(jobs.regionId, query.regionId),
    startedAndRunning(query.now),
    query.publishedAfter ? gt(jobs.publishedAt, query.publishedAfter) : undefined,
  );
  const radius = query.geo?.kind === 'radius' ? query.geo : null;
  const distance = radius ? mainDistanceSql(radius) : sql<number>`null::float8`;
  const hitDistance = radius ? nearestDistanceSql(radius, sql.raw('hit')) : sql`hit.distance_km`;
  const columns = sql`${jobs.id}, ${jobs.organizationId}, ${jobs.title}, ${jobs.skillsFree}, ${jobs.locationLabel}, ${jobs.lat}, ${jobs.lon},
      ${jobs.furtherPlaces}, ${jobs.yearsOfExperience}, ${jobs.occupationalFields}, ${jobs.employmentTypes}, ${jobs.remoteOptions},
      ${jobs.degreeLevels}, ${jobs.featured}, ${jobs.publishedAt}, ${jobs}.training_title`;
  const condition = and(open, text.where, geoSql(query.geo));
  // A title holder's score, computed once for the holders in the place and dates; only a scored one has its site's
  // words (read from TOAST) tested, in this order — a CASE keeps the planner from testing the words first, as it
  // would by cost, and the inner select (kept apart by `offset 0`) from computing the score twice.
  const scoredHolders = sql`(select ${columns}, ${jobs}.site_words, ${text.titleScore(sql`true`)} as title_score
    from ${jobSearch} as ${jobs} where ${and(text.holders, open, geoSql(query.geo))} offset 0) as ${jobs}`;
  const where = and(sql`true`, groupsSql(query.conditions, query.regionId));
  // Without words there is no relevance to rank by: featured jobs first, then the newest. Training jobs
  // come after qualified ones unless asked for (training.ts; cast, as a bare 0 in ORDER BY would name a column).
  const order =
    query.sort === 'recency'
      ? sql`${jobs.publishedAt} desc, ${jobs.id}`
      : text.where
        ? sql`(${training})::int, ${jobs}.title_score + ${jobs}.found_words + ${text.textRank} desc, ${jobs.featured} desc, ${jobs.publishedAt} desc, ${jobs.id}`
        : sql`${jobs.featured} desc, ${jobs.publishedAt} desc, ${jobs.id}`;
  // Without words every job is as good as any other: nothing to leave out. With words, when the site's titles
  // that may hold them come from the trigram index (`holders`), the ones that match with a title score are found
  // among them alone; if there are any, only they are kept, and the jobs that hold the words only in the
  // description are never read; if none, every match is kept and copied once, not read again by address. Without
  // holders, the matches are kept narrow (row address and title score: a common word's 15,000 would not fit
  // work_mem with their columns), and only the jobs left in are read again by address (a TID scan). Either way the
  // rank's further parts (ts_rank, the training flag, the distance) are asked in the page's order, for the jobs the
  // conditions keep (docs/architecture.md, "The search table", "What is left at a million").
  const found = !text.where
    ? sql`${jobs} as materialized (select ${columns}, 0 as title_score, 0 as found_words from ${jobSearch} as ${jobs} where ${condition})`
    : text.holders
      ? sql`titled as materialized (select ${columns}, title_score, ${text.found} as found_words from ${scoredHolders}
        where case when title_score > 0 then ${text.where} else false end),
      ${jobs} as materialized (select * from titled union all
        select ${columns}, 0 as title_score, ${text.found} as found_words
        from ${jobSearch} as ${jobs} where ${condition} and not exists (select 1 from titled))`
      : sql`matched as materialized (select ${jobs}.ctid as row_id, ${text.titleScore()} as title_score
        from ${jobSearch} as ${jobs} where ${condition}),
      ${jobs} as (select ${columns}, ${text.titleScore()} as title_score, ${text.found} as found_words
        from ${jobSearch} as ${jobs} where ${jobs}.ctid = any(array(select row_id from matched
          where title_score > 0 or not exists (select 1 from matched where title_score > 0))))`;
  const missing = query.facets.map((facet, k) => (facet.missing ? missingSql(query, k) : null));
  const facets = [
    ...(query.facets.length ? [sql`${facetPassSql(query)} as facets`] : []),
    ...missing.flatMap((m, k) => (m ? [sql`${m} as ${sql.raw(`missing_${k}`)}`] : [])),
  ];

  const result = await db.execute<ResultRow>(sql`
    with ${found}
    select
      (select count(*)::int from ${jobs} where ${where}) as total,
      (select coalesce(json_agg(p), '[]'::json) from (
        select hit.id, ${hitDistance} as distance_km from (
          select ${jobs.id} as id, ${distance} as distance_km, ${jobs.furtherPlaces} as further_places
          from ${jobs} where ${where} order by ${order} limit ${query.limit} offset ${query.offset}
        ) hit
      ) p) as page
      ${facets.length ? sql`, ${sql.join(facets, sql`, `)}` : sql``}
  `);
  const [row] = result.rows;
  return {
    total: Number(row.total),
    hits: parsed<Array<{ id: string; distance_km: number | null }>>(row.page).map((r) => ({
      id: r.id,
      distanceKm: r.distance_km == null ? null : Math.round(Number(r.distance_km) * 10) / 10,
    })),
    facets: facetsOf(
      query,
      query.facets.length ? parsed<Counted[]>(row.facets) : [],
      query.facets.map((_, k) => (row[`missing_${k}`] as number | null | undefined) ?? null),
    ),
  };
}

/**
 * The job search on PostgreSQL (server or PGlite): one statement with every word (AND). Only when that
 * finds nothing and the caller asks to relax (the listing), one more with any of the words, ranked by how
 * many match, and if that finds nothing too, one with compound parts and spellings close to the words
 * (related-query.ts); the answer says which widening found the jobs.
 */
export async function searchJobsInPostgres(db: Db, query: JobSearchQuery): Promise<JobSearchResponse> {
  const lexicon = query.keys.trim() ? await titleLexicon(db) : [];
  const analyzed = query.keys.trim() ? analyzeQuery(query.keys, lexicon) : [];
  const terms: AnalyzedTerm[] = withOccupations(analyzed);
  const training = query.sort === 'relevance' ? await trainingSql(db, terms, query.conditions) : sql<number>`0`;
  const strict = await runSearch(db, query, fulltextSql(terms, 'all', query.regionId), training);
  const none = { fallback: null, correctedSearch: null };
  // Found with a typo's corrected forms: the answer names the words as corrected, for the listing's heading.
  if (strict.total > 0) return { ...strict, fallback: null, correctedSearch: correctedKeys(analyzed) };
  if (!query.relax || terms.length === 0) return { ...strict, ...none };
  if (terms.length > 1) {
    const some = await runSearch(db, query, fulltextSql(terms, 'any', query.regionId), training);
    if (some.total > 0) return { ...some, fallback: 'ANY_WORD', correctedSearch: null };
  }
  // A job of a neighbouring occupation is closer than one whose title is spelt alike (docs/product-decisions.md,
  // "Title and occupation before the description").
  for (const digits of [3, 2] as const) {
    const widened = widenedOccupations(terms, digits);
    if (!widened) break;
    const neighbours = await runSearch(db, query, fulltextSql(widened, 'all', query.regionId), training);
    if (neighbours.total > 0) return { ...neighbours, fallback: 'RELATED', correctedSearch: null };
  }
  const related = relatedQuery(query.keys, lexicon);
  const similar = await runSearch(db, query, fulltextSql(related.terms, 'any', query.regionId), training);
  if (similar.total > 0) return { ...similar, fallback: 'RELATED', correctedSearch: related.corrected };
  return { ...strict, ...none };
}
