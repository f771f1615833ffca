import type { Db } from '../../db/client';
import type { ResumeSearchResponse } from '../../search/resume-search-query';
import { isResumeTermFacet } from '../../search/resume-search-query';
import { termsByTid } from '../../taxonomy/term-cache';
import type { JobSearchFacetValue, ResumeSearchResult, TermRef } from '../generated/resolvers-types';
import { termPathAlias } from '../../taxonomy/term-path-alias';

/**
 * The search's answer in the contract's shape: tids as terms with labels (from the in-memory term table, so
 * no statement per hit), facet values labelled; a tid the table no longer knows is left out.
 */
export async function labelResumeSearch(
  db: Db,
  result: ResumeSearchResponse,
  locale: string,
): Promise<Omit<ResumeSearchResult, 'page' | 'pageSize'>> {
  const tids = [
    ...result.hits.flatMap((h) => [...h.desiredOccupation, ...h.skills, ...(h.careerStatus ? [h.careerStatus] : [])]),
    ...result.facets.filter((f) => isResumeTermFacet(f.field)).flatMap((f) => f.values.map((v) => Number(v.value))),
  ];
  const terms = await termsByTid(db, tids);
  const ref = (tid: number): TermRef[] => {
    const term = terms.get(tid);
    return term ? [{ tid, label: term.label, pathAlias: termPathAlias(term.aliases, locale) }] : [];
  };
  return {
    total: result.total,
    hits: result.hits.map((h) => ({
      ...h,
      desiredOccupation: h.desiredOccupation.flatMap(ref),
      skills: h.skills.flatMap(ref),
      careerStatus: h.careerStatus ? (ref(h.careerStatus)[0] ?? null) : null,
    })),
    facets: result.facets.map((f) => ({
      field: f.field,
      values: f.values.flatMap((v): JobSearchFacetValue[] => {
        if (!isResumeTermFacet(f.field)) return [{ ...v, label: v.value, pathAlias: null }];
        const term = terms.get(Number(v.value));
        return term ? [{ ...v, label: term.label, pathAlias: termPathAlias(term.aliases, locale) }] : [];
      }),
    })),
  };
}
