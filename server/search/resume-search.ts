import { type SQL, and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resumes } from '../db/schema';
import type { ResumeRow } from '../resumes/own-resume';
import { blockedForSql } from '../resumes/resume-blocks';
import { analyzeQuery } from './german/analyze-query';
import { withOccupations } from './occupations/query-occupations';
import { distanceSql, withinSql } from './job-places-sql';
import { resumeFulltextSql, resumeTextsSql, resumeVectorSql } from './resume-fulltext-sql';
import { resumeHit } from './resume-hit';
import {
  isResumeTermFacet,
  RESUME_FACET_FIELDS,
  RESUME_FACET_LIMIT,
  type ResumeFacetField,
  type ResumeFilters,
  type ResumeSearchQuery,
  type ResumeSearchResponse,
  type ResumeTermFacet,
} from './resume-search-query';
import { titleLexicon } from './title-lexicon';
import { RESUMES_PER_PAGE } from './page-sizes';

/** The tid columns of the term facets (integer arrays; career status one tid). */
const TERM_COLUMNS = {
  language: resumes.languageTids,
  skill: resumes.skillTids,
  occupation: resumes.occupationTids,
  field_of_study: resumes.fieldOfStudyTids,
} as const satisfies Record<Exclude<ResumeTermFacet, 'career_status'>, unknown>;

/** The facet `region`: the name of the desired location ("Raum Rosenheim"). */
const REGION = sql`(${resumes.jobPreferences}->'desiredLocation'->>'label')`;

const intArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${Number(v)}`),
    sql`, `,
  )}]::int[]`;

function filterSql(field: ResumeFacetField, values: string[]): SQL {
  if (field === 'region')
    return sql`${REGION} = any(array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[])`;
  if (field === 'career_status') return sql`${resumes.careerStatusTid} = any(${intArray(values)})`;
  return sql`${TERM_COLUMNS[field]} && ${intArray(values)}`;
}

/** The chosen values as one condition; `skip` leaves a field out (its own facet's counts, multi-select). */
function filtersSql(filters: ResumeFilters, skip?: ResumeFacetField): SQL {
  const parts = RESUME_FACET_FIELDS.filter((f) => f !== skip && (filters[f]?.length ?? 0) > 0).map((f) =>
    filterSql(f, filters[f] ?? []),
  );
  return and(sql`true`, ...parts) as SQL;
}

function facetSql(field: ResumeFacetField, where: SQL): SQL {
  const value = !isResumeTermFacet(field) ? REGION : field === 'career_status' ? resumes.careerStatusTid : null;
  const counted = value
    ? sql`select ${value}::text as value, count(*)::int as count from ${resumes} where ${where} and ${value} is not null group by 1`
    : sql`select v::text as value, count(*)::int as count from ${resumes}, unnest(${TERM_COLUMNS[field as keyof typeof TERM_COLUMNS]}) v where ${where} group by 1`;
  return sql`(select coalesce(json_agg(f), '[]'::json) from (${counted} order by 2 desc, 1 limit ${RESUME_FACET_LIMIT}) f)`;
}

type Row = { total: number; page: Array<{ id: string; distance_km: number | null }> | string } & Record<
  string,
  unknown
>;
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * docs/product.md §9 resume search over a site's visible, complete resumes (docs/product.md §4) that do not block the
 * searcher's organizations (docs/product-decisions.md "Privacy from one's employer"): every typed word in
 * one of its German forms, a radius around the desired location, the chosen facet values; 10 per page, newest first
 * without words. One statement finds the matching resumes once (a materialized CTE named like the table) and takes the
 * total, the page and every facet's counts from it; a second loads the page's rows for their hits.
 */
export async function searchResumes(db: Db, query: ResumeSearchQuery, now: Date): Promise<ResumeSearchResponse> {
  const terms = query.keys.trim() ? withOccupations(analyzeQuery(query.keys, await titleLexicon(db))) : [];
  const vector = sql.raw('"resumes"."search_vector"');
  const text = resumeFulltextSql(terms, vector);
  const geo = query.geo ? ({ kind: 'radius', ...query.geo } as const) : null;
  const base = and(
    eq(resumes.regionId, query.regionId),
    eq(resumes.visible, true),
    eq(resumes.complete, true),
    geo ? withinSql(resumes.lat, resumes.lon, geo) : undefined,
    query.changedSince ? gt(resumes.updatedAt, query.changedSince) : undefined,
    sql`not ${blockedForSql(db, resumes.id, query.searcher)}`,
  );
  const distance = geo ? distanceSql(resumes.lat, resumes.lon, geo) : sql`null::float8`;
  // With words, each resume's search text is built once (OFFSET 0 keeps PostgreSQL from inlining it into both
  // the condition and the rank); without words it is not built at all.
  const source = text.where
    ? sql`(select ${resumes}.*, ${resumeVectorSql()} as search_vector from ${resumes} ${resumeTextsSql()}
        where ${base} offset 0) ${resumes}
      where ${text.where}`
    : sql`${resumes} where ${base}`;
  const matching = sql`select ${resumes.id}, ${resumes.careerStatusTid}, ${resumes.occupationTids}, ${resumes.languageTids},
      ${resumes.skillTids}, ${resumes.fieldOfStudyTids}, ${resumes.jobPreferences}, ${resumes.updatedAt},
      ${text.rank} as search_rank, ${distance} as distance_km
    from ${source}`;
  const where = filtersSql(query.filters);
  const order = text.where
    ? sql`search_rank desc, ${resumes.updatedAt} desc, ${resumes.id}`
    : sql`${resumes.updatedAt} desc, ${resumes.id}`;
  const facets = RESUME_FACET_FIELDS.map(
    (field) => sql`${facetSql(field, filtersSql(query.filters, field))} as ${sql.raw(field)}`,
  );
  const offset = (query.page - 1) * RESUMES_PER_PAGE;
  const result = await db.execute<Row>(sql`
    with ${resumes} as materialized (${matching})
    select (select count(*)::int from ${resumes} where ${where}) as total,
      (select coalesce(json_agg(p), '[]'::json) from (
        select ${resumes.id} as id, distance_km from ${resumes} where ${where}
        order by ${order} limit ${RESUMES_PER_PAGE} offset ${offset}) p) as page,
      ${sql.join(facets, sql`, `)}
  `);
  const [row] = result.rows;
  const page = parsed<Array<{ id: string; distance_km: number | null }>>(row.page);
  const rows = page.length
    ? await db
        .select()
        .from(resumes)
        .where(
          inArray(
            resumes.id,
            page.map((p) => p.id),
          ),
        )
    : [];
  const byId = new Map<string, ResumeRow>(rows.map((r) => [r.id, r]));
  return {
    total: Number(row.total),
    hits: page
      .filter((p) => byId.has(p.id))
      .map((p) => resumeHit(byId.get(p.id) as ResumeRow, p.distance_km === null ? null : Number(p.distance_km), now)),
    facets: RESUME_FACET_FIELDS.map((field) => ({
      field,
      values: parsed<Array<{ value: string; count: number }>>(row[field]).map((v) => ({
        value: String(v.value),
        count: Number(v.count),
      })),
    })),
  };
}
