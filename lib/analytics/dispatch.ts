import { TRACKING_DIMENSIONS, type AnalyticsEvent, type ConsentRecord, type TrackingParams } from '@/lib/contract';
import type { AnalyticsClientConfig } from './client-config';
import type { GtagHandle } from './gtag';
import { SIGNUP_START_KEY } from './traces';
import { whenReady } from './when-ready';

export type Dispatcher = (event: AnalyticsEvent, params: TrackingParams) => void;

/** docs/product.md §4: a new sign-up's start is sent once, remembered in this browser. */
const ONCE: ReadonlySet<AnalyticsEvent> = new Set(['signup_start']);

type Deps = {
  config: AnalyticsClientConfig;
  record: () => ConsentRecord;
  gtag: () => GtagHandle | null;
  clientId: () => string;
  /** The dimensions every event of the page carries: the page's own, the route and the user role. */
  context: () => Promise<TrackingParams>;
  storage: Storage | null;
  post: (url: string, body: unknown) => void;
  ready?: typeof whenReady;
};

/** Only the docs/product.md §3 dimensions, with a value: what every endpoint accepts and GA4 reports. */
function dimensionsOnly(params: TrackingParams): Record<string, string> {
  return Object.fromEntries(
    TRACKING_DIMENSIONS.flatMap((name) => (params[name] ? [[name, params[name]] as const] : [])),
  );
}

function firstTime(event: AnalyticsEvent, storage: Storage | null): boolean {
  if (!ONCE.has(event)) return true;
  try {
    if (storage?.getItem(SIGNUP_START_KEY)) return false;
    storage?.setItem(SIGNUP_START_KEY, new Date().toISOString());
  } catch {
    // Storage disabled: sent, not remembered.
  }
  return true;
}

/**
 * Sends an event where the site's config and the visitor's choice allow (docs/product.md §7): to the tag (statistics;
 * after it has loaded, asking every 500 ms, 30 times), its server-side copy through /api/gmapi (statistics and the
 * server-side flag) and a conversion call (marketing and an event the conversion flag names), each with the consent
 * record as proof.
 */
export function createDispatcher(deps: Deps): Dispatcher {
  const ready = deps.ready ?? whenReady;
  return (event, params) => {
    if (!firstTime(event, deps.storage)) return;
    void deps.context().then((context) => {
      const record = deps.record();
      const dimensions = dimensionsOnly({ ...context, ...params });
      const gtag = deps.gtag();
      if (record.statistics && gtag) void ready(gtag.ready).then((loaded) => loaded && gtag.event(event, dimensions));
      if (record.statistics && deps.config.serverSideEvents)
        deps.post('/api/gmapi', { event, params: dimensions, clientId: deps.clientId(), consent: record });
      if (record.marketing && deps.config.conversionEvents.includes(event))
        deps.post('/api/conversionapi', { event_name: event, custom_data: dimensions, consent: record });
    });
  };
}
