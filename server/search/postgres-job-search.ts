import { type SQL, and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { openJobs } from '../jobs/open-jobs';
import { likeContains } from './fulltext-terms';
import { type FulltextPart, fulltextSql } from './fulltext-sql';
import { widenedOccupations, withOccupations } from './occupations/query-occupations';
import { type AnalyzedTerm, analyzeQuery, correctedKeys } from './german/analyze-query';
import { relatedQuery } from './german/related-query';
import { titleLexicon } from './title-lexicon';
import { trainingSql } from './training';
import {
  anyPlaceInAreaSql,
  anyPlaceNamedSql,
  mainDistanceSql,
  nearestDistanceSql,
  placeLabelRowsSql,
  radiusSql,
} from './job-places-sql';
import {
  type JobCondition,
  type JobFacetField,
  type JobFacetRequest,
  type JobSearchGeo,
  type JobSearchQuery,
  type JobSearchResponse,
  type JobTermField,
  isJobTermField,
  MISSING_VALUE,
} from './job-search-query';

/** The columns of the term fields: integer arrays of taxonomy tids on the job. */
const TERM_COLUMNS = {
  occupational_field: jobs.occupationalFields,
  employment_type: jobs.employmentTypes,
  remote_options: jobs.remoteOptions,
  degree_level: jobs.degreeLevels,
} as const satisfies Record<JobTermField, unknown>;

function conditionSql(c: JobCondition, regionId: string): SQL | undefined {
  const negate = c.operator === '<>';
  const wrap = (s: SQL | undefined) => (s && negate ? sql`not (${s})` : s);
  if (isJobTermField(c.field)) {
    const column = TERM_COLUMNS[c.field];
    if (c.value === MISSING_VALUE) return wrap(sql`cardinality(${column}) = 0`);
    return wrap(sql`${Number(c.value)} = any(${column})`);
  }
  switch (c.field) {
    case 'job_organization_name':
      return wrap(
        sql`${jobs.organizationId} in (select ${organizations.id} from ${organizations} where ${organizations.regionId} = ${regionId} and ${organizations.slug} = ${c.value})`,
      );
    case 'job_location':
      return wrap(c.value === MISSING_VALUE ? isNull(jobs.locationLabel) : anyPlaceNamedSql(c.value));
    case 'title':
      return wrap(sql`${jobs.title} ilike ${likeContains(c.value.toLowerCase())}`);
    case 'job_id':
      return wrap(eq(jobs.id, c.value));
    case 'years_of_experience': {
      if (c.value === MISSING_VALUE) return wrap(isNull(jobs.yearsOfExperience));
      const n = Number(c.value);
      const ops = {
        '=': sql`=`,
        '<>': sql`=`,
        '<': sql`<`,
        '<=': sql`<=`,
        '>': sql`>`,
        '>=': sql`>=`,
        LIKE: sql`=`,
      } as const;
      return wrap(sql`${jobs.yearsOfExperience} ${ops[c.operator]} ${n}`);
    }
  }
  return undefined;
}

/** The place condition: a radius around a point, or an area of the address (docs/product.md §9: never a radius). */
function geoSql(geo: JobSearchGeo | null): SQL | undefined {
  if (!geo) return undefined;
  return geo.kind === 'radius' ? radiusSql(geo) : anyPlaceInAreaSql(geo);
}

function groupsSql(groups: JobCondition[][], regionId: string, skipField?: JobFacetField): SQL | undefined {
  const parts = groups
    .map((group) => group.filter((c) => c.field !== skipField))
    .filter((group) => group.length > 0)
    .map((group) => or(...group.map((c) => conditionSql(c, regionId))));
  return parts.length ? and(...parts) : undefined;
}

/** What counts a facet value: the value expression and the rows it is taken from. */
function facetSql(field: JobFacetField, where: SQL | undefined, limit: number, minCount: number): SQL {
  if (isJobTermField(field)) {
    return sql`select v::text as value, count(*)::int as count from ${jobs}, unnest(${TERM_COLUMNS[field]}) as v
      where ${where} group by v having count(*) >= ${minCount} order by count(*) desc, v limit ${limit}`;
  }
  if (field === 'job_organization_name') {
    // Counted by employer first, named after: a name looked up per job costs more than the counting.
    return sql`select ${organizations.slug} as value, counted.count from (
        select ${jobs.organizationId} as organization_id, count(*)::int as count from ${jobs}
        where ${where} group by ${jobs.organizationId} having count(*) >= ${minCount}
      ) counted join ${organizations} on ${organizations.id} = counted.organization_id
      order by counted.count desc, ${organizations.slug} limit ${limit}`;
  }
  if (field === 'job_location') {
    // A job in three towns counts once under each town.
    return sql`select value, count(*)::int as count from (${placeLabelRowsSql(where)}) places
      group by value having count(*) >= ${minCount} order by count(*) desc, value limit ${limit}`;
  }
  return sql`select ${jobs.yearsOfExperience}::text as value, count(*)::int as count from ${jobs}
    where ${where} and ${jobs.yearsOfExperience} is not null group by ${jobs.yearsOfExperience}
    having count(*) >= ${minCount} order by count(*) desc, ${jobs.yearsOfExperience} limit ${limit}`;
}

function missingSql(field: JobFacetField, where: SQL | undefined): SQL | null {
  if (isJobTermField(field))
    return sql`select count(*)::int as count from ${jobs} where ${where} and cardinality(${TERM_COLUMNS[field]}) = 0`;
  if (field === 'job_location')
    return sql`select count(*)::int as count from ${jobs} where ${where} and ${jobs.locationLabel} is null`;
  if (field === 'years_of_experience')
    return sql`select count(*)::int as count from ${jobs} where ${where} and ${jobs.yearsOfExperience} is null`;
  return null;
}

/** One facet's values as JSON, counted over the search's jobs without the facet's own filter (OR facets). */
function facetJson(query: JobSearchQuery, facet: JobFacetRequest): SQL {
  // OR facets are multi-select: a field's counts ignore the field's own filter, so other values stay visible.
  const where = and(
    sql`true`,
    groupsSql(query.conditions, query.regionId, facet.operator === 'OR' ? facet.field : undefined),
  );
  const values = sql`(select coalesce(json_agg(f), '[]'::json) from (${facetSql(facet.field, where, facet.limit, facet.minCount)}) f)`;
  const missing = facet.missing ? missingSql(facet.field, where) : null;
  return missing
    ? sql`json_build_object('values', ${values}, 'missing', (${missing}))`
    : sql`json_build_object('values', ${values})`;
}

type FacetJson = { values: Array<{ value: string | number; count: number }>; missing?: number };
type ResultRow = { total: number; page: Array<{ id: string; distance_km: number | null }> | string } & Record<
  string,
  unknown
>;

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

type Found = Omit<JobSearchResponse, 'fallback' | 'correctedSearch'>;

/**
 * One search statement: the region's open jobs that match the words and the place are found once (a
 * materialized CTE), then, when some of them hold a word in the title or are of the occupation asked for,
 * the ones that hold the words only in their description or skills are left out (docs/product-decisions.md,
 * "Title and occupation before the description"): a CTE named like the table, so every condition and facet
 * below reads it instead of the table. The AND of OR conditions, the page, the total and every facet count
 * are taken from that small set.
 */
async function runSearch(db: Db, query: JobSearchQuery, text: FulltextPart, training: SQL<number>): Promise<Found> {
  const open = and(
    eq(jobs.regionId, query.regionId),
    openJobs(query.now),
    query.publishedAfter ? gt(jobs.publishedAt, query.publishedAfter) : undefined,
  );
  const radius = query.geo?.kind === 'radius' ? query.geo : null;
  const distance = radius ? mainDistanceSql(radius) : sql<number>`null::float8`;
  const hitDistance = radius ? nearestDistanceSql(radius, sql.raw('hit')) : sql`hit.distance_km`;
  const matching = sql`select ${jobs.id}, ${jobs.organizationId}, ${jobs.title}, ${jobs.locationLabel}, ${jobs.furtherPlaces}, ${jobs.yearsOfExperience},
      ${jobs.occupationalFields}, ${jobs.employmentTypes}, ${jobs.remoteOptions}, ${jobs.degreeLevels}, ${jobs.featured}, ${jobs.publishedAt},
      ${text.titleScore} as title_score, ${text.rank} as search_rank, ${training} as training, ${distance} as distance_km
    from ${jobs} where ${and(open, text.where, geoSql(query.geo))}`;
  const where = and(sql`true`, groupsSql(query.conditions, query.regionId));
  // Without words there is no relevance to rank by: featured jobs first, then the newest. Training jobs
  // come after qualified ones unless asked for (training.ts).
  const order =
    query.sort === 'recency'
      ? sql`${jobs.publishedAt} desc, ${jobs.id}`
      : text.where
        ? sql`${jobs}.training, ${jobs}.title_score + ${jobs}.search_rank desc, ${jobs.featured} desc, ${jobs.publishedAt} desc, ${jobs.id}`
        : sql`${jobs.featured} desc, ${jobs.publishedAt} desc, ${jobs.id}`;
  // Without words every job is as good as any other: nothing to leave out.
  const found = text.where
    ? sql`matched as materialized (${matching}),
      ${jobs} as (select * from matched where title_score > 0 or not exists (select 1 from matched where title_score > 0))`
    : sql`${jobs} as materialized (${matching})`;
  const facets = query.facets.map((facet, i) => sql`${facetJson(query, facet)} as ${sql.raw(`facet_${i}`)}`);

  const result = await db.execute<ResultRow>(sql`
    with ${found}
    select
      (select count(*)::int from ${jobs} where ${where}) as total,
      (select coalesce(json_agg(p), '[]'::json) from (
        select hit.id, ${hitDistance} as distance_km from (
          select ${jobs.id} as id, ${jobs}.distance_km as distance_km, ${jobs.furtherPlaces} as further_places
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
    facets: query.facets.map((facet, i) => {
      const counts = parsed<FacetJson>(row[`facet_${i}`]);
      const values = counts.values.map((v) => ({ value: String(v.value), count: Number(v.count) }));
      if (counts.missing != null && counts.missing >= facet.minCount)
        values.push({ value: MISSING_VALUE, count: Number(counts.missing) });
      return { field: facet.field, values };
    }),
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
