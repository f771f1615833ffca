import { type SQL, and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { likeContains, prefixTsQuery } from './fulltext-terms';
import { type AnalyzedTerm, analyzeQuery, type SearchForm } from './german/analyze-query';
import { titleLexicon } from './title-lexicon';
import {
  type JobCondition,
  type JobFacetCounts,
  type JobFacetField,
  type JobFacetRequest,
  type JobSearchField,
  type JobSearchGeo,
  type JobSearchQuery,
  type JobSearchResponse,
  MISSING_VALUE,
} from './job-search-query';

/** Term fields: integer arrays of taxonomy tids on the job. */
const TERM_COLUMNS = {
  occupational_field: jobs.occupationalFields,
  employment_type: jobs.employmentTypes,
  remote_options: jobs.remoteOptions,
  degree_level: jobs.degreeLevels,
} as const;
type TermField = keyof typeof TERM_COLUMNS;
const isTermField = (field: JobSearchField): field is TermField => field in TERM_COLUMNS;

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = 111.32;

/** Great-circle distance in km from a point to the job's coordinates (haversine). */
function distanceSql(lat: number, lon: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${jobs.lat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${jobs.lat})) * power(sin(radians(${jobs.lon} - ${lon}) / 2), 2)
  )))`;
}

function conditionSql(c: JobCondition, regionId: string): SQL | undefined {
  const negate = c.operator === '<>';
  const wrap = (s: SQL | undefined) => (s && negate ? sql`not (${s})` : s);
  if (isTermField(c.field)) {
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
      return wrap(c.value === MISSING_VALUE ? isNull(jobs.locationLabel) : eq(jobs.locationLabel, c.value));
    case 'title':
      return wrap(sql`${jobs.title} ilike ${likeContains(c.value.toLowerCase())}`);
    case 'job_id':
      return wrap(eq(jobs.id, c.value));
    case 'years_of_experience': {
      if (c.value === MISSING_VALUE) return wrap(isNull(jobs.yearsOfExperience));
      const n = Number(c.value);
      const ops = { '=': sql`=`, '<>': sql`=`, '<': sql`<`, '<=': sql`<=`, '>': sql`>`, '>=': sql`>=`, LIKE: sql`=` } as const;
      return wrap(sql`${jobs.yearsOfExperience} ${ops[c.operator]} ${n}`);
    }
  }
  return undefined;
}

function geoSql(geo: JobSearchGeo | null): SQL | undefined {
  if (!geo) return undefined;
  if (geo.kind === 'administrativeArea') return sql`${jobs.address}->>'administrativeArea' = ${geo.name}`;
  if (geo.kind === 'country') return sql`coalesce(${jobs.address}->>'countryCode', 'DE') = ${geo.code}`;
  // A bounding box first (cheap), then the exact distance.
  const dLat = geo.radiusKm / KM_PER_DEGREE_LAT;
  const dLon = geo.radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((geo.lat * Math.PI) / 180)));
  return and(
    sql`${jobs.lat} between ${geo.lat - dLat} and ${geo.lat + dLat}`,
    sql`${jobs.lon} between ${geo.lon - dLon} and ${geo.lon + dLon}`,
    sql`${distanceSql(geo.lat, geo.lon)} <= ${geo.radiusKm}`,
  );
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SINGLE_WORD = /^[\p{L}\p{N}]+$/u;

/** Where one form of a word is found: in the title (as part or whole word) or at a word's start anywhere. */
function formSql(form: SearchForm): SQL {
  if (form.match === 'whole') {
    const inTitle = sql`${jobs.title} ~* ${`\\m${escapeRegex(form.text)}\\M`}`;
    return SINGLE_WORD.test(form.text) ? sql`(${inTitle} or ${jobs.searchVector} @@ to_tsquery('simple', ${form.text}))` : inTitle;
  }
  const inTitle = sql`${jobs.title} ilike ${likeContains(form.text)}`;
  return SINGLE_WORD.test(form.text) ? sql`(${inTitle} or ${jobs.searchVector} @@ to_tsquery('simple', ${prefixTsQuery(form.text)}))` : inTitle;
}

function titleSql(form: SearchForm): SQL {
  return form.match === 'whole' ? sql`${jobs.title} ~* ${`\\m${escapeRegex(form.text)}\\M`}` : sql`${jobs.title} ilike ${likeContains(form.text)}`;
}

/**
 * Every word must match (AND); a word matches when any of its forms does (server/search/german/): inside
 * a title word, or at the start of any word of title or description. Ranked by where: the typed word in
 * the title first, another form in the title next, the description last.
 */
function fulltextSql(terms: AnalyzedTerm[]): { where: SQL | undefined; rank: SQL<number> } {
  if (terms.length === 0) return { where: undefined, rank: sql<number>`0` };
  const perTerm = terms.map((term) => sql`(${sql.join(term.forms.map(formSql), sql` or `)})`);
  const titleRank = terms.map((term) => {
    const [typed, ...others] = term.forms;
    const otherHit = others.length ? sql`when ${sql.join(others.map(titleSql), sql` or `)} then 2` : sql``;
    return sql`(case when ${titleSql(typed)} then 3 ${otherHit} else 0 end)`;
  });
  const typedQuery = terms.map((t) => prefixTsQuery(t.typed)).join(' | ');
  return {
    where: and(...perTerm),
    rank: sql<number>`(${sql.join(titleRank, sql` + `)} + ts_rank(${jobs.searchVector}, to_tsquery('simple', ${typedQuery})))`,
  };
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
  if (isTermField(field)) {
    return sql`select v::text as value, count(*)::int as count from ${jobs}, unnest(${TERM_COLUMNS[field]}) as v
      where ${where} group by v having count(*) >= ${minCount} order by count(*) desc, v limit ${limit}`;
  }
  if (field === 'job_organization_name') {
    return sql`select ${organizations.slug} as value, count(*)::int as count from ${jobs}
      join ${organizations} on ${organizations.id} = ${jobs.organizationId}
      where ${where} group by ${organizations.slug} having count(*) >= ${minCount} order by count(*) desc, ${organizations.slug} limit ${limit}`;
  }
  const column = field === 'job_location' ? jobs.locationLabel : jobs.yearsOfExperience;
  return sql`select ${column}::text as value, count(*)::int as count from ${jobs}
    where ${where} and ${column} is not null group by ${column} having count(*) >= ${minCount} order by count(*) desc, ${column} limit ${limit}`;
}

function missingSql(field: JobFacetField, where: SQL | undefined): SQL | null {
  if (isTermField(field)) return sql`select count(*)::int as count from ${jobs} where ${where} and cardinality(${TERM_COLUMNS[field]}) = 0`;
  if (field === 'job_location') return sql`select count(*)::int as count from ${jobs} where ${where} and ${jobs.locationLabel} is null`;
  if (field === 'years_of_experience') return sql`select count(*)::int as count from ${jobs} where ${where} and ${jobs.yearsOfExperience} is null`;
  return null;
}

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer `execute` with the rows (node-postgres as result.rows, PGlite likewise).
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function countFacet(db: Db, base: SQL | undefined, query: JobSearchQuery, facet: JobFacetRequest): Promise<JobFacetCounts> {
  // OR facets are multi-select: a field's counts ignore the field's own filter, so other values stay visible.
  const where = and(base, groupsSql(query.conditions, query.regionId, facet.operator === 'OR' ? facet.field : undefined));
  const values = await rows<{ value: string; count: number }>(db, facetSql(facet.field, where, facet.limit, facet.minCount));
  const result = values.map((v) => ({ value: String(v.value), count: Number(v.count) }));
  const missing = facet.missing ? missingSql(facet.field, where) : null;
  if (missing) {
    const [row] = await rows<{ count: number }>(db, missing);
    if (Number(row?.count ?? 0) >= facet.minCount) result.push({ value: MISSING_VALUE, count: Number(row.count) });
  }
  return { field: facet.field, values: result };
}

/**
 * The job search on PostgreSQL (server or PGlite): open jobs of one region (published, started, not
 * expired), AND of OR condition groups, full text, radius, one page of hits, the total, and facet counts.
 */
export async function searchJobsInPostgres(db: Db, query: JobSearchQuery): Promise<JobSearchResponse> {
  const open = and(
    eq(jobs.regionId, query.regionId),
    eq(jobs.state, 'published'),
    lte(jobs.publishedAt, query.now),
    or(isNull(jobs.expiresAt), gt(jobs.expiresAt, query.now)),
    query.publishedAfter ? gt(jobs.publishedAt, query.publishedAfter) : undefined,
  );
  const text = fulltextSql(query.keys.trim() ? analyzeQuery(query.keys, await titleLexicon(db)) : []);
  const base = and(open, text.where, geoSql(query.geo));
  const where = and(base, groupsSql(query.conditions, query.regionId));
  const distance = query.geo?.kind === 'radius' ? distanceSql(query.geo.lat, query.geo.lon) : sql<number>`null::float8`;
  // Without words there is no relevance to rank by: featured jobs first, then the newest.
  const order =
    query.sort === 'recency'
      ? sql`${jobs.publishedAt} desc, ${jobs.id}`
      : text.where
        ? sql`${text.rank} desc, ${jobs.featured} desc, ${jobs.publishedAt} desc, ${jobs.id}`
        : sql`${jobs.featured} desc, ${jobs.publishedAt} desc, ${jobs.id}`;

  const [page, [{ total }], facets] = await Promise.all([
    rows<{ id: string; distance: number | null }>(
      db,
      sql`select ${jobs.id} as id, ${distance} as distance from ${jobs} where ${where} order by ${order} limit ${query.limit} offset ${query.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from ${jobs} where ${where}`),
    Promise.all(query.facets.map((facet) => countFacet(db, base, query, facet))),
  ]);
  return {
    total: Number(total),
    hits: page.map((r) => ({ id: r.id, distanceKm: r.distance == null ? null : Math.round(Number(r.distance) * 10) / 10 })),
    facets,
  };
}
