import { type SQL, and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { openJobs } from '../jobs/open-jobs';
import { fulltextTerms, likeContains, prefixTsQuery } from './fulltext-terms';

/**
 * docs/product.md §9 organization facets: occupations, industry, field of studies (taxonomy tids on the organization).
 */
export const ORGANIZATION_FACET_FIELDS = ['occupation', 'industry', 'field_of_study'] as const;
export type OrganizationFacetField = (typeof ORGANIZATION_FACET_FIELDS)[number];
export const ORGANIZATION_SEARCH_FIELDS = [...ORGANIZATION_FACET_FIELDS, 'organization_name'] as const;
export type OrganizationSearchField = (typeof ORGANIZATION_SEARCH_FIELDS)[number];

export type OrganizationCondition = { field: OrganizationSearchField; operator: '=' | '<>' | 'LIKE'; value: string };

export type OrganizationSearchQuery = {
  regionId: string;
  keys: string;
  conditions: OrganizationCondition[][];
  facets: Array<{ field: OrganizationFacetField; limit: number; operator: 'OR' | 'AND'; minCount: number }>;
  featuredOnly: boolean;
  offset: number;
  limit: number;
  now: Date;
};

export type OrganizationSearchResponse = {
  total: number;
  hits: Array<{ id: string; openJobs: number }>;
  facets: Array<{ field: OrganizationFacetField; values: Array<{ value: string; count: number }> }>;
  featured: Array<{ id: string; openJobs: number }>;
};

/** docs/product.md §9: at most four featured organizations. */
export const MAX_FEATURED_ORGANIZATIONS = 4;

const TERM_COLUMNS = {
  occupation: organizations.occupationTids,
  industry: organizations.industryTids,
  field_of_study: organizations.fieldOfStudyTids,
} as const;

function conditionSql(c: OrganizationCondition): SQL {
  const positive =
    c.field === 'organization_name'
      ? sql`(${organizations.name} ilike ${likeContains(c.value.toLowerCase())} or coalesce(${organizations.alternativeName}, '') ilike ${likeContains(c.value.toLowerCase())})`
      : sql`${Number(c.value)} = any(${TERM_COLUMNS[c.field]})`;
  return c.operator === '<>' ? sql`not (${positive})` : positive;
}

function groupsSql(groups: OrganizationCondition[][], skip?: OrganizationFacetField): SQL | undefined {
  const parts = groups
    .map((g) => g.filter((c) => c.field !== skip))
    .filter((g) => g.length > 0)
    .map((g) => or(...g.map(conditionSql)));
  return parts.length ? and(...parts) : undefined;
}

/** Every word in the name, the alternative name, or (as a word start, German stemming) the presentation. */
function fulltextSql(terms: string[]): { where: SQL | undefined; rank: SQL } {
  if (terms.length === 0) return { where: undefined, rank: sql`0` };
  const document = sql`to_tsvector('german', coalesce(${organizations.about}->>'presentation', ''))`;
  const perTerm = terms.map((term) => {
    const like = likeContains(term);
    return sql`(${organizations.name} ilike ${like} or coalesce(${organizations.alternativeName}, '') ilike ${like} or ${document} @@ to_tsquery('german', ${prefixTsQuery(term)}))`;
  });
  const nameHits = terms.map(
    (term) => sql`(case when ${organizations.name} ilike ${likeContains(term)} then 1 else 0 end)`,
  );
  return { where: and(...perTerm), rank: sql`(${sql.join(nameHits, sql` + `)})` };
}

/**
 * The organization search on PostgreSQL/PGlite, the same module family as the job search: published
 * organizations of one region, words, AND of OR term conditions, OR facets counted without their own
 * field's filter, and the open-job count of each hit.
 */
export async function searchOrganizations(db: Db, query: OrganizationSearchQuery): Promise<OrganizationSearchResponse> {
  const openJobCount = sql<number>`(select count(*)::int from ${jobs} where ${and(eq(jobs.organizationId, organizations.id), openJobs(query.now))})`;
  const text = fulltextSql(fulltextTerms(query.keys));
  const base = and(
    eq(organizations.regionId, query.regionId),
    eq(organizations.published, true),
    query.featuredOnly ? eq(organizations.featured, true) : undefined,
    text.where,
  );
  const where = and(base, groupsSql(query.conditions));
  const order = text.where
    ? sql`${text.rank} desc, ${asc(organizations.name)}, ${organizations.id}`
    : sql`${asc(organizations.name)}, ${organizations.id}`;

  const [page, [{ total }], facets, featured] = await Promise.all([
    db
      .execute<{ id: string; open_jobs: number }>(
        sql`select ${organizations.id} as id, ${openJobCount} as open_jobs from ${organizations} where ${where} order by ${order} limit ${query.limit} offset ${query.offset}`,
      )
      .then((r) => r.rows),
    db
      .execute<{ total: number }>(sql`select count(*)::int as total from ${organizations} where ${where}`)
      .then((r) => r.rows),
    Promise.all(
      query.facets.map(async (facet) => {
        const facetWhere = and(base, groupsSql(query.conditions, facet.operator === 'OR' ? facet.field : undefined));
        const { rows: values } = await db.execute<{ value: string; count: number }>(
          sql`select v::text as value, count(*)::int as count from ${organizations}, unnest(${TERM_COLUMNS[facet.field]}) as v
            where ${facetWhere} group by v having count(*) >= ${facet.minCount} order by count(*) desc, v limit ${facet.limit}`,
        );
        return { field: facet.field, values: values.map((v) => ({ value: String(v.value), count: Number(v.count) })) };
      }),
    ),
    db
      .execute<{ id: string; open_jobs: number }>(
        sql`select ${organizations.id} as id, ${openJobCount} as open_jobs from ${organizations}
        where ${and(eq(organizations.regionId, query.regionId), eq(organizations.published, true), eq(organizations.featured, true))}
        order by ${desc(organizations.publishedAt)}, ${organizations.id} limit ${MAX_FEATURED_ORGANIZATIONS}`,
      )
      .then((r) => r.rows),
  ]);
  const hit = (r: { id: string; open_jobs: number }) => ({ id: r.id, openJobs: Number(r.open_jobs) });
  return { total: Number(total), hits: page.map(hit), facets, featured: featured.map(hit) };
}
