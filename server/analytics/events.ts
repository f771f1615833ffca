/**
 * The analytics events and tracking dimensions of docs/product.md §3 and §7, in one place for the browser's
 * tracker (through lib/contract.ts), the server-side endpoints and the site configs (which events go to the
 * conversion API). Plain values only: client code imports them.
 */

/** Every event the product sends (docs/product.md §7 "Tracking"; signup_start once per new sign-up, §4). */
export const ANALYTICS_EVENTS = [
  'job_visit',
  'job_search',
  'job_apply_start',
  'job_apply_complete',
  'job_alert_prompt',
  'orgprofile_visit',
  'view_original_ad_btn_click',
  'job_bookmark',
  'job_edit',
  'signup_start',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** docs/product.md §7: the events whose server-side copy keeps `entity_id`. */
export const ENTITY_ID_EVENTS: ReadonlySet<AnalyticsEvent> = new Set([
  'job_visit',
  'job_edit',
  'job_bookmark',
  'job_search',
  'view_original_ad_btn_click',
  'job_apply_start',
  'job_apply_complete',
  'job_alert_prompt',
  'orgprofile_visit',
]);

/** docs/product.md §3 tracking dimensions, as GA4 event parameter names. */
export const TRACKING_DIMENSIONS = [
  'entity_id',
  'entity_type',
  'entity_bundle',
  'entity_title',
  'entity_organization',
  'entity_owner',
  'user_role',
  'route',
  'search_query',
  'signup_method',
  'languages',
  'skills',
  'regions',
  'occupations',
  'employment_types',
  'request_status',
] as const;
export type TrackingDimension = (typeof TRACKING_DIMENSIONS)[number];
export type TrackingParams = Partial<Record<TrackingDimension, string>>;

/** GA4 caps an event parameter's value at 100 characters; longer values are cut, as GA4 would. */
export const PARAM_VALUE_MAX = 100;

export function isAnalyticsEvent(name: string): name is AnalyticsEvent {
  return (ANALYTICS_EVENTS as readonly string[]).includes(name);
}
