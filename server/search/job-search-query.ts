import type { Vocabulary } from '../db/schema';
import { JOBS_PER_PAGE } from './page-sizes';

/**
 * The engine-neutral job search request and answer. The GraphQL resolver maps the docs/product.md §7 payload onto
 * these; an engine (PostgreSQL today, an OpenSearch adapter at very large scale) answers them.
 */

/** Fields a job search filters and counts by (docs/product.md §7 facets, docs/product.md §2 query parameters). */
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

/** Fields whose values are taxonomy term ids, with the vocabulary their terms come from. */
export const JOB_TERM_FIELD_VOCABULARIES = {
  occupational_field: 'occupational_field',
  employment_type: 'employment_type',
  remote_options: 'remote_option',
  degree_level: 'degree_level',
} as const satisfies Partial<Record<JobFacetField, Vocabulary>>;
export type JobTermField = keyof typeof JOB_TERM_FIELD_VOCABULARIES;

export const isJobTermField = (field: string): field is JobTermField =>
  Object.hasOwn(JOB_TERM_FIELD_VOCABULARIES, field);
/** Fields whose values are whole numbers: term ids, and years of experience. */
export const isNumericJobField = (field: string): boolean => isJobTermField(field) || field === 'years_of_experience';

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

/**
 * docs/product.md §5 filters as condition groups: the values of one field ORed (one group per field, in the order the
 * fields first appear), the fields ANDed; the title matches part of a job's title (LIKE), every other field exactly.
 * The listing's docs/product.md §7 payload and the saved search of a job alert both ask through it.
 */
export function filterConditionGroups(
  filters: ReadonlyArray<{ field: JobSearchField; value: string }>,
): JobCondition[][] {
  const byField = new Map<JobSearchField, JobCondition[]>();
  for (const { field, value } of filters) {
    const group = byField.get(field) ?? [];
    group.push({ field, operator: field === 'title' ? 'LIKE' : '=', value });
    byField.set(field, group);
  }
  return [...byField.values()];
}

export type JobSearchGeo =
  | { kind: 'radius'; lat: number; lon: number; radiusKm: number }
  | { kind: 'administrativeArea'; name: string }
  /** A postal area ("90"): jobs whose address postal code starts with these digits. */
  | { kind: 'postalArea'; prefix: string }
  | { kind: 'country'; code: string };

export type JobFacetRequest = {
  field: JobFacetField;
  limit: number;
  operator: 'OR' | 'AND';
  minCount: number;
  missing: boolean;
};

export type JobSearchQuery = {
  regionId: string;
  language: string;
  /** What the job seeker typed; empty: no full-text condition. */
  keys: string;
  /** An AND of OR groups (docs/product.md §7 condition_group). */
  conditions: JobCondition[][];
  geo: JobSearchGeo | null;
  facets: JobFacetRequest[];
  offset: number;
  limit: number;
  sort: 'relevance' | 'recency';
  now: Date;
  /** Only jobs published after this moment (job alerts: what is new since the last mail). */
  publishedAfter?: Date | null;
  /**
   * When every word together finds nothing, look for related jobs instead (JobSearchFallback): the
   * listing asks for this; a job alert does not (it mails what matches, or nothing).
   */
  relax?: boolean;
};

/**
 * A search of one site with docs/product.md §7's defaults for every part not given: no words, filters, place or facets;
 * the first page of hits (JOBS_PER_PAGE) by relevance. Callers name only what their search narrows.
 */
export function jobSearchQuery(
  parts: Pick<JobSearchQuery, 'regionId' | 'language' | 'now'> & Partial<JobSearchQuery>,
): JobSearchQuery {
  return {
    keys: '',
    conditions: [],
    geo: null,
    facets: [],
    offset: 0,
    limit: JOBS_PER_PAGE,
    sort: 'relevance',
    ...parts,
  };
}

/** Value "!" counts and filters jobs without any value (docs/product.md §7 facet `missing`). */
export const MISSING_VALUE = '!';

export type JobSearchHit = { id: string; distanceKm: number | null };
export type JobFacetCounts = { field: JobFacetField; values: Array<{ value: string; count: number }> };
/**
 * How a search that found nothing with every word was widened: `ANY_WORD` some of the words, ranked by how
 * many; `RELATED` also the parts of typed compounds and title words spelled alike.
 */
export type JobSearchFallback = 'ANY_WORD' | 'RELATED';
export type JobSearchResponse = {
  total: number;
  hits: JobSearchHit[];
  facets: JobFacetCounts[];
  /** Null when the words found jobs as typed (or no widening was asked for or found anything). */
  fallback: JobSearchFallback | null;
  /**
   * The typed words with the spelling corrections the search used: a word no job title holds, found by its
   * closest title word (also without widening), or the `RELATED` search's corrections; null when none.
   */
  correctedSearch: string | null;
};
