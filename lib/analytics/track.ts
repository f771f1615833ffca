import type { AnalyticsEvent, TrackingParams } from '@/lib/contract';

/** The window event islands raise for the consent island (components/cookie-consent/), which alone may send. */
export const TRACK_EVENT = 'jobboard:track';
export type TrackDetail = { event: AnalyticsEvent; params: TrackingParams };

/**
 * Reports an event of docs/product.md §7 from an island (an apply start, a saved alert, a submitted posting). It only
 * says what happened: without consent nobody listens and nothing is sent; with it, the analytics code adds the page's
 * dimensions and sends it where the site's config says.
 */
export function trackEvent(event: AnalyticsEvent, params: TrackingParams = {}): void {
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail: { event, params } }));
}
