import { ANALYTICS_EVENTS, type AnalyticsEvent, type TrackingParams } from '@/lib/contract';

/**
 * How a page names its events without a script of its own (components/cookie-consent/analytics-page-event.tsx): a
 * hidden element with the event and its docs/product.md §3 dimensions as JSON; a link or button with
 * `data-analytics-click` sends that event when used. The same HTML for everybody: only the analytics code, loaded
 * after consent, reads them.
 */
export const PAGE_EVENT_ATTRIBUTE = 'data-analytics-event';
export const PARAMS_ATTRIBUTE = 'data-analytics-params';
export const CLICK_ATTRIBUTE = 'data-analytics-click';

export type PageEvent = { event: AnalyticsEvent; params: TrackingParams };

export function asAnalyticsEvent(name: string | null): AnalyticsEvent | null {
  return name && (ANALYTICS_EVENTS as readonly string[]).includes(name) ? (name as AnalyticsEvent) : null;
}

/** The parameters of a page element: string values only, anything else left out. */
export function parseParams(json: string | null): TrackingParams {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as TrackingParams;
  } catch {
    return {};
  }
}

export function readPageEvent(element: Element): PageEvent | null {
  const event = asAnalyticsEvent(element.getAttribute(PAGE_EVENT_ATTRIBUTE));
  return event ? { event, params: parseParams(element.getAttribute(PARAMS_ATTRIBUTE)) } : null;
}

/**
 * Calls `onEvent` for each page event element now in the document and for each one a client-side navigation puts
 * in or changes later, once per element and content.
 */
export function watchPageEvents(root: HTMLElement, onEvent: (event: PageEvent, element: Element) => void): () => void {
  const seen = new WeakMap<Element, string>();
  const visit = (element: Element) => {
    const key = `${element.getAttribute(PAGE_EVENT_ATTRIBUTE)}|${element.getAttribute(PARAMS_ATTRIBUTE)}`;
    if (seen.get(element) === key) return;
    seen.set(element, key);
    const event = readPageEvent(element);
    if (event) onEvent(event, element);
  };
  const scan = () => root.querySelectorAll(`[${PAGE_EVENT_ATTRIBUTE}]`).forEach(visit);
  scan();
  const observer = new MutationObserver(scan);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [PAGE_EVENT_ATTRIBUTE, PARAMS_ATTRIBUTE],
  });
  return () => observer.disconnect();
}

/** The page's own dimensions (the job or employer it shows), which every event on it carries. */
export function pageDimensions(root: ParentNode): TrackingParams {
  const element = root.querySelector(`[${PAGE_EVENT_ATTRIBUTE}]`);
  return element ? parseParams(element.getAttribute(PARAMS_ATTRIBUTE)) : {};
}
