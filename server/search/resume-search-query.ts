import type { ResumeRow } from '../resumes/own-resume';
import type { RecruitingPerson } from '../resumes/resume-blocks';

/** docs/product.md §9 resume facets: career status, languages, skills, occupations, region, field of study. */
export const RESUME_FACET_FIELDS = [
  'career_status',
  'language',
  'skill',
  'occupation',
  'region',
  'field_of_study',
] as const;
export type ResumeFacetField = (typeof RESUME_FACET_FIELDS)[number];
/** The facets whose values are taxonomy tids; `region` is the desired location's name. */
export type ResumeTermFacet = Exclude<ResumeFacetField, 'region'>;
export const isResumeTermFacet = (field: ResumeFacetField): field is ResumeTermFacet => field !== 'region';

/** Values per facet: 100 (resumes per page: ./page-sizes.ts). */
export const RESUME_FACET_LIMIT = 100;
/** Beyond this page a search asks too much of one request (and no one pages that far). */
export const MAX_RESUME_PAGE = 100;
/** The widest radius around a place (the job search's largest choice). */
export const MAX_RESUME_RADIUS_KM = 200;
/** Values chosen per facet: more is not a search anyone makes, and it bounds the statement. */
export const MAX_FILTER_VALUES = 20;

export type ResumeSearchGeo = { lat: number; lon: number; radiusKm: number };
/** Chosen values per facet: the values of one field are ORed, fields are ANDed. */
export type ResumeFilters = Partial<Record<ResumeFacetField, string[]>>;

export type ResumeSearchQuery = {
  regionId: string;
  keys: string;
  geo: ResumeSearchGeo | null;
  filters: ResumeFilters;
  /** 1-based. */
  page: number;
  /** Only resumes changed after this moment (resume alerts: what is new since the last mail). */
  changedSince?: Date;
  /** Who searches: resumes whose owner blocked one of their organizations are left out (resume-blocks.ts). */
  searcher: RecruitingPerson;
};

/** A hit as a recruiter may see it in the list: never names, phone, birthday, home location or e-mail. */
export type ResumeHit = {
  id: string;
  title: string | null;
  desiredOccupation: number[];
  yearsOfExperience: number;
  desiredLocation: string | null;
  skills: number[];
  skillsFree: string | null;
  careerStatus: number | null;
  distanceKm: number | null;
  updatedAt: Date;
};

export type ResumeFacet = { field: ResumeFacetField; values: Array<{ value: string; count: number }> };
export type ResumeSearchResponse = { total: number; hits: ResumeHit[]; facets: ResumeFacet[] };

const monthIndex = (month: string): number | null => {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
};

/**
 * Whole years of work experience: the months covered by the experience entries (overlaps counted once, an
 * open or current entry until `now`), so two jobs at the same time do not make twice the experience.
 */
export function yearsOfExperience(work: ResumeRow['workExperience'], now: Date): number {
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const months = new Set<number>();
  for (const entry of work) {
    const start = entry.period.start ? monthIndex(entry.period.start) : null;
    if (start === null) continue;
    const end = entry.period.current || !entry.period.end ? today : (monthIndex(entry.period.end) ?? today);
    for (let m = start; m <= Math.min(end, today); m++) months.add(m);
  }
  return Math.floor(months.size / 12);
}
