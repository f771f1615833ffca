/**
 * The engine-neutral job search request and answer. The GraphQL resolver maps the §7 payload onto these;
 * an engine (PostgreSQL today, an OpenSearch adapter at very large scale) answers them.
 */

/** Fields a job search filters and counts by (§7 facets, §2 query parameters). */
export const JOB_SEARCH_FIELDS = [
  'occupational_field',
  'employment_type',
  'remote_options',
  'job_organization_name',
  'job_location',
  'degree_level',
  'years_of_experience',
  'title',
  'job_id',
] as const;
export type JobSearchField = (typeof JOB_SEARCH_FIELDS)[number];

/** Fields that can be counted (facets): everything but the free title filter and the job id. */
export const JOB_FACET_FIELDS = JOB_SEARCH_FIELDS.filter((f) => f !== 'title' && f !== 'job_id');
export type JobFacetField = Exclude<JobSearchField, 'title' | 'job_id'>;

/**
 * What one job search may ask for, so that its cost stays bounded (a search is one statement whose work grows
 * with each facet, condition and word). The GraphQL payload is refused beyond these; the listing's URL
 * parser keeps within them.
 */
export const JOB_SEARCH_LIMITS = {
  /** Each facet field once. */
  facets: JOB_FACET_FIELDS.length,
  /** OR groups: one per field, and room for a range (two groups of one numeric field). */
  groups: 12,
  /** Conditions over all groups. */
  conditions: 50,
  /** Characters and words of the full text. */
  keysLength: 200,
  words: 10,
  /** Hits per page, and how deep the pages go (a deep offset costs a scan each). */
  hits: 100,
  offset: 10_000,
} as const;

/** Words as the job seeker separated them: what JOB_SEARCH_LIMITS.words counts. */
export function searchWords(keys: string): string[] {
  return keys.split(/\s+/).filter(Boolean);
}

export const CONDITION_OPERATORS = ['=', '<>', '<', '<=', '>', '>=', 'LIKE'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type JobCondition = { field: JobSearchField; operator: ConditionOperator; value: string };

export type JobSearchGeo =
  | { kind: 'radius'; lat: number; lon: number; radiusKm: number }
  | { kind: 'administrativeArea'; name: string }
  | { kind: 'country'; code: string };

export type JobFacetRequest = { field: JobFacetField; limit: number; operator: 'OR' | 'AND'; minCount: number; missing: boolean };

export type JobSearchQuery = {
  regionId: string;
  language: string;
  /** What the job seeker typed; empty: no full-text condition. */
  keys: string;
  /** An AND of OR groups (§7 condition_group). */
  conditions: JobCondition[][];
  geo: JobSearchGeo | null;
  facets: JobFacetRequest[];
  offset: number;
  limit: number;
  sort: 'relevance' | 'recency';
  now: Date;
  /** Only jobs published after this moment (job alerts: what is new since the last mail). */
  publishedAfter?: Date | null;
};

/** Value "!" counts and filters jobs without any value (§7 facet `missing`). */
export const MISSING_VALUE = '!';

export type JobSearchHit = { id: string; distanceKm: number | null };
export type JobFacetCounts = { field: JobFacetField; values: Array<{ value: string; count: number }> };
export type JobSearchResponse = { total: number; hits: JobSearchHit[]; facets: JobFacetCounts[] };
