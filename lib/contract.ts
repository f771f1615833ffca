/**
 * The values front end and backend must agree on (docs/product.md §7 headers and batching, search bounds, the account
 * forms' limits, the consent placement, who is admin-like or an order admin, countries, money, dates and the
 * contrast of the site colour), taken from their one home in server/. Plain constants and pure functions only: client
 * components import this file, so it must never pull in the database or Node APIs. It lies outside the data gate
 * (lib/data/) so that front-end helpers such as lib/search/ can use these values while the gate uses those helpers,
 * without an import circle (docs/architecture.md, "The data boundary").
 */
export {
  BATCH_INTERVAL_MS,
  BATCH_MAX,
  FRONTEND_HEADER,
  GRAPHQL_PATH,
  PROXY_REGION_HEADER,
  VISUAL_EDITOR_HEADER,
  formatFrontendHeader,
} from '@/server/graphql/protocol';
export {
  filterConditionGroups,
  isJobTermField,
  isNumericJobField,
  JOB_SEARCH_LIMITS,
  searchWords,
  type JobFacetField,
} from '@/server/search/job-search-query';
export {
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_MINUTES,
  REGISTRATION_MAX_AGE_SECONDS,
} from '@/server/auth/account-limits';
export { CONSENT_MODAL_PLACEMENT } from '@/server/consent/placement';
export { isUuid } from '@/server/db/uuid';
export { createNonce } from '@/server/page-cache/script-nonce';
export { CACHEABLE_PAGE_HEADER } from '@/server/page-cache/page-cache-headers';
export type { SavedSearch, SavedSearchArea } from '@/server/db/schema/alerts';
export { placeSlug } from '@/server/places/place-slug';
export { isOrderAdminRole } from '@/server/commerce/orders/order-admins';
export {
  countryChoices,
  isKnownCountryCode,
  SELLER_COUNTRY,
  vatRegionOf,
  type CountryChoices,
  type CountryOption,
  type VatRegion,
} from '@/server/commerce/countries';
export { formatCents, formatPercent, withCurrency, type CurrencyPosition } from '@/server/format/money';
export { berlinDay, formatGermanDate } from '@/server/format/german-date';
export { foldGermanLetters } from '@/server/format/fold-german-letters';
export { isAdminLikeRole } from '@/server/auth/roles';
export { editorToolbarOf } from '@/server/richtext/editor-toolbar';
export {
  JOB_MANAGER_ROWS_PER_PAGE,
  JOBS_PER_PAGE,
  ORGANIZATIONS_PER_PAGE,
  RESUMES_PER_PAGE,
} from '@/server/search/page-sizes';
export {
  MAX_FILTER_VALUES,
  MAX_RESUME_PAGE,
  MAX_RESUME_RADIUS_KM,
  RESUME_FACET_FIELDS,
  type ResumeFacetField,
} from '@/server/search/resume-search-query';
export {
  ANALYTICS_EVENTS,
  TRACKING_DIMENSIONS,
  type AnalyticsEvent,
  type TrackingParams,
} from '@/server/analytics/events';
export {
  grantsPurpose,
  isCurrentRecord,
  type ConsentChoice,
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentSettings,
} from '@/server/analytics/consent-rules';
export { BLOG_FEED_PATH, BLOG_PATH, blogPostPath } from '@/server/blog/blog-paths';
export { MAX_BOOKMARKS } from '@/server/bookmarks/bookmark-limits';
export { contrastRatio, contrastShade, mix, relativeLuminance } from '@/server/theme/contrast-shade';
