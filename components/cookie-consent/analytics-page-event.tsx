import type { AnalyticsEvent, TrackingParams } from '@/lib/contract';
import { PAGE_EVENT_ATTRIBUTE, PARAMS_ATTRIBUTE } from '@/lib/analytics/page-events';

/**
 * A page's analytics event with its docs/product.md §3 dimensions (lib/analytics/page-events.ts): a hidden element,
 * no script. Read only by the analytics code once the visitor agreed.
 */
export function AnalyticsPageEvent({ event, params }: { event: AnalyticsEvent; params: TrackingParams }) {
  return <div hidden {...{ [PAGE_EVENT_ATTRIBUTE]: event, [PARAMS_ATTRIBUTE]: JSON.stringify(params) }} />;
}
