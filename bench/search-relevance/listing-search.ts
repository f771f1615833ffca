import type { Db } from '../../server/db/client';
import {
  filterConditionGroups,
  JOB_TERM_FIELD_VOCABULARIES,
  jobSearchQuery,
} from '../../server/search/job-search-query';
import type { JobSearchResponse } from '../../server/search/job-search-query';
import { searchJobs } from '../../server/search/search-jobs';
import { termsByTid } from '../../server/taxonomy/term-cache';
import { emptyJobSearchState, LISTING_FACETS } from '../../lib/search/job-search-state';
import { moveQualifiersToFilters } from '../../lib/search/qualifier-words';
import type { TermLookup } from '../../lib/search/term-lookup';

/** Hits a seeker sees first: the measure is nDCG@10. */
export const FIRST_PAGE = 10;

/**
 * The listing's term lookup (lib/data/taxonomy.ts builds the same from the same table; that module is marked
 * server-only, which a plain tsx process cannot import): path alias ↔ term value of the search's term fields.
 */
export async function termLookup(db: Db): Promise<TermLookup> {
  const fieldOf = new Map<string, string>(Object.entries(JOB_TERM_FIELD_VOCABULARIES).map(([f, v]) => [v, f]));
  const entries = [...(await termsByTid(db, [])).values()].flatMap((t) => {
    const field = fieldOf.get(t.vocabulary);
    const alias = t.aliases.de;
    return field && alias ? [{ field, value: String(t.tid), alias }] : [];
  });
  const byAlias = new Map(entries.map((e) => [e.alias, { field: e.field, value: e.value }]));
  const aliasOf = new Map(entries.map((e) => [`${e.field}:${e.value}`, e.alias]));
  return { byAlias: (alias) => byAlias.get(alias), aliasOf: (field, value) => aliasOf.get(`${field}:${value}`) };
}

export type ListingSearch = JobSearchResponse & {
  /** The words left after the qualifiers moved, and the filters they became ("field=value"). */
  searched: string;
  filters: string[];
};

/**
 * One search as the listing page runs it: qualifier words become the facet filters they mean (the proxy's
 * redirect, lib/data/app-page-status.ts), the filters become condition groups as the listing's payload
 * carries them (buildJobSearchPayload), and the resolver asks with `relax` (server/schema/jobs).
 */
export async function searchAsListing(
  db: Db,
  terms: TermLookup,
  at: { regionId: string; keys: string; now: Date },
): Promise<ListingSearch> {
  const typed = { ...emptyJobSearchState(), search: at.keys };
  const state = moveQualifiersToFilters(typed, terms) ?? typed;
  const filters = LISTING_FACETS.flatMap((field) => (state.filters[field] ?? []).map((value) => ({ field, value })));
  const query = jobSearchQuery({
    regionId: at.regionId,
    language: 'de',
    keys: state.search,
    now: at.now,
    limit: FIRST_PAGE,
    conditions: filterConditionGroups(filters),
  });
  const result = await searchJobs(db, { ...query, relax: true });
  return { ...result, searched: state.search, filters: filters.map((f) => `${f.field}=${f.value}`) };
}
