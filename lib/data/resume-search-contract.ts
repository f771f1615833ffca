/**
 * The bounds and facets of the resume search that its URLs and the API share, from their one home in
 * server/search/. Plain constants only, so any front-end module may import them.
 */
export {
  MAX_FILTER_VALUES,
  MAX_RESUME_PAGE,
  MAX_RESUME_RADIUS_KM,
  RESUME_FACET_FIELDS,
  RESUME_PAGE_SIZE,
  type ResumeFacetField,
} from '@/server/search/resume-search-query';
