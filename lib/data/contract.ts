/**
 * The values front end and backend must agree on (§7 headers and batching, search bounds, the account
 * forms' limits, the consent placement), taken from their one home in server/. Plain constants and pure
 * functions only: client components import this file, so it must never pull in the database or Node APIs.
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
export type { SavedSearch, SavedSearchArea } from '@/server/db/schema/alerts';
export { placeSlug } from '@/server/places/place-slug';
export { isOrderAdminRole } from '@/server/commerce/orders/order-admins';
