import { type SQL, sql } from 'drizzle-orm';
import { jobs, organizations } from '../db/schema';
import { groupsSql, TERM_COLUMNS } from './job-conditions-sql';
import { placeLabelsSql } from './job-places-sql';
import {
  type JobFacetField,
  type JobSearchQuery,
  type JobSearchResponse,
  isJobTermField,
  MISSING_VALUE,
} from './job-search-query';

/**
 * Every facet of a search counted in one pass over its jobs (docs/architecture.md, "The search table"): each job
 * gives each facet an array of values — null where the facet's conditions (all but its own field's, for an OR
 * facet) leave the job out — and one `unnest` of all the arrays feeds one aggregate with a grouping set per facet.
 * Seven passes over 15,000 jobs cost more than the counting itself.
 */

/** A facet's values of one job: the term tids, the employer, the years, or the names of its places. */
function valuesOf(field: JobFacetField): SQL {
  if (isJobTermField(field)) return sql`${TERM_COLUMNS[field]}`;
  if (field === 'job_organization_name') return sql`array[${jobs.organizationId}]`;
  if (field === 'years_of_experience') return sql`array[${jobs.yearsOfExperience}]`;
  return placeLabelsSql();
}

/**
 * The field whose filter a facet leaves out: its own, for an OR facet (multi-select, so the other values stay
 * visible) that has a filter; none otherwise — so facets that count under the same conditions share them.
 */
function skipped(query: JobSearchQuery, k: number): string {
  const { field, operator } = query.facets[k];
  return operator === 'OR' && query.conditions.some((group) => group.some((c) => c.field === field)) ? field : '';
}

/** The conditions a facet counts under. */
const facetWhere = (query: JobSearchQuery, k: number) =>
  groupsSql(query.conditions, query.regionId, (skipped(query, k) || undefined) as JobFacetField | undefined);

/** `case f when 0 then a when 1 then b … end` over the facets, `otherwise` for the rest. */
function byFacet(query: JobSearchQuery, value: (k: number) => SQL | null): SQL {
  const arms = query.facets.flatMap((_, k) => {
    const v = value(k);
    return v ? [sql`when ${sql.raw(String(k))} then ${v}`] : [];
  });
  return arms.length ? sql`(case f ${sql.join(arms, sql` `)} end)` : sql`null`;
}

/**
 * The counted values of every facet as one JSON array of { f (the facet's index), value, count }, each facet's
 * values at least its minimum count, most frequent first, then by value (numbers as numbers), at most its limit.
 */
export function facetPassSql(query: JobSearchQuery): SQL {
  const facets = query.facets;
  const column = (k: number) => sql.raw(`c${k}`);
  // Each set of conditions is tested once per job (a flag), then each facet's array is its values or nothing.
  const skips = [...new Set(facets.map((_, k) => skipped(query, k)))];
  const flags = skips.map((skip, i) => {
    const where = facetWhere(
      query,
      facets.findIndex((_, k) => skipped(query, k) === skip),
    );
    return { skip, name: sql.raw(`w${i}`), where };
  });
  const arrays = facets.map((facet, k) => {
    const flag = flags.find((f) => f.skip === skipped(query, k))!;
    return flag.where ? sql`case when ${jobs}.${flag.name} then ${valuesOf(facet.field)} end` : valuesOf(facet.field);
  });
  const flagged = flags.filter((f) => f.where).map((f) => sql`${f.where} as ${f.name}`);
  const rows = flagged.length
    ? sql`(select ${jobs}.*, ${sql.join(flagged, sql`, `)} from ${jobs}) ${jobs}`
    : sql`${jobs}`;
  const which = sql.join(
    facets.map((_, k) => sql`when grouping(${column(k)}) = 0 then ${sql.raw(String(k))}`),
    sql` `,
  );
  const organization = facets.findIndex((f) => f.field === 'job_organization_name');
  const numeric = (k: number) => isJobTermField(facets[k].field) || facets[k].field === 'years_of_experience';
  // Set-returning functions in the select list run in step (the shorter arrays padded with nulls): one row per
  // job and value position, with no rescan per job as a function in FROM would cost.
  const unnested = sql`select ${sql.join(
    arrays.map((a, k) => sql`unnest(${a}) as ${column(k)}`),
    sql`, `,
  )} from ${rows}`;
  const counted = sql`select (case ${which} end) as f, ${sql.join(
    facets.map((_, k) => column(k)),
    sql`, `,
  )}, count(*)::int as count
    from (${unnested}) u
    group by grouping sets (${sql.join(
      facets.map((_, k) => sql`(${column(k)})`),
      sql`, `,
    )})`;
  const slug = organization >= 0 ? sql`o.slug` : null;
  const labelled = sql`select f, count,
      ${byFacet(query, (k) => (k === organization ? slug : sql`${column(k)}::text`))} as value,
      ${byFacet(query, (k) => (numeric(k) ? column(k) : null))} as num,
      ${byFacet(query, (k) => (k === organization ? slug : numeric(k) ? null : column(k)))} as txt
    from (${counted}) g
    ${organization >= 0 ? sql`left join ${organizations} o on o.id = g.${column(organization)}` : sql``}`;
  const ranked = sql`select f, value, count, row_number() over (partition by f order by count desc, num, txt) as n
    from (${labelled}) l
    where value is not null and count >= ${byFacet(query, (k) => sql`${facets[k].minCount}::int`)}`;
  return sql`(select coalesce(json_agg(json_build_object('f', f, 'value', value, 'count', count) order by f, n), '[]'::json)
    from (${ranked}) r where n <= ${byFacet(query, (k) => sql`${facets[k].limit}::int`)})`;
}

/** How many of a facet's jobs have no value (docs/product.md §7 `missing`), or null for a field that cannot lack one. */
export function missingSql(query: JobSearchQuery, k: number): SQL | null {
  const field = query.facets[k].field;
  const where = facetWhere(query, k);
  const and = where ? sql` and ${where}` : sql``;
  if (isJobTermField(field))
    return sql`(select count(*)::int from ${jobs} where cardinality(${TERM_COLUMNS[field]}) = 0${and})`;
  if (field === 'job_location')
    return sql`(select count(*)::int from ${jobs} where ${jobs.locationLabel} is null${and})`;
  if (field === 'years_of_experience')
    return sql`(select count(*)::int from ${jobs} where ${jobs.yearsOfExperience} is null${and})`;
  return null;
}

export type Counted = { f: number; value: string | number; count: number };

/** The facets of the answer from the pass's JSON and the missing counts (`missing[k]`, where asked). */
export function facetsOf(
  query: JobSearchQuery,
  counted: Counted[],
  missing: ReadonlyArray<number | null>,
): JobSearchResponse['facets'] {
  return query.facets.map((facet, k) => {
    const values = counted.filter((c) => c.f === k).map((c) => ({ value: String(c.value), count: Number(c.count) }));
    const none = missing[k];
    if (none != null && Number(none) >= facet.minCount) values.push({ value: MISSING_VALUE, count: Number(none) });
    return { field: facet.field, values };
  });
}
