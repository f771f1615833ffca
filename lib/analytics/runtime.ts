import type { ConsentRecord, TrackingParams } from '@/lib/contract';
import { fetchSession } from '@/lib/auth/session-client';
import { hookEvents } from './apply-hooks';
import type { AnalyticsClientConfig } from './client-config';
import { randomToken, safeStorage } from './consent-storage';
import { createDispatcher } from './dispatch';
import { startGtag, type GtagHandle } from './gtag';
import { asAnalyticsEvent, CLICK_ATTRIBUTE, PARAMS_ATTRIBUTE, pageDimensions, watchPageEvents } from './page-events';
import { takeSignUpMarker } from './sign-up-marker';
import type { TrackDetail } from './track';
import { USER_TOKEN_KEY } from './traces';
import { userRoleDimension } from './user-role';
import { startVisitClock } from './visit-clock';

/**
 * The analytics of a page once the visitor agreed (loaded by the consent island, never before): GA4 with
 * statistics consent, the custom services with marketing consent, the page's events (docs/product.md §3, §7).
 */
export type AnalyticsRuntime = {
  /** An island's event (lib/analytics/track.ts). */
  track: (detail: TrackDetail) => void;
  /** The visitor granted more (withdrawing reloads the page instead). */
  grant: (record: ConsentRecord) => void;
};

/** Events that count only as a visit: sent after the minimum visible time (docs/product.md §9). */
const VISITS = new Set(['job_visit', 'orgprofile_visit']);

/** docs/product.md §3 userToken: random, made on first need, kept in this browser; GA4's client id server-side. */
function userToken(storage: Storage | null): string {
  try {
    const kept = storage?.getItem(USER_TOKEN_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const token = randomToken();
    storage?.setItem(USER_TOKEN_KEY, token);
    return token;
  } catch {
    return randomToken();
  }
}

function post(url: string, body: unknown): void {
  void fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    // The page may be left right after an event (an outbound click): the request still goes out.
    keepalive: true,
  }).catch(() => undefined);
}

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function startAnalytics(config: AnalyticsClientConfig, initial: ConsentRecord): AnalyticsRuntime {
  let record = initial;
  let gtag: GtagHandle | null = null;
  const services = new Set<string>();
  const storage = safeStorage();
  const apply = () => {
    if (gtag) gtag.update(record);
    else if (record.statistics && config.ga4) gtag = startGtag(config.ga4, record);
    if (!record.marketing) return;
    for (const { src } of config.services) {
      if (services.has(src)) continue;
      services.add(src);
      loadScript(src);
    }
  };
  apply();

  let role: Promise<string> | null = null;
  const userRole = () =>
    (role ??= fetchSession()
      .then(({ session }) => userRoleDimension(session?.user?.roles ?? null))
      .catch(() => 'anonymous'));
  const dispatch = createDispatcher({
    config,
    record: () => record,
    gtag: () => gtag,
    clientId: () => userToken(storage),
    context: async (): Promise<TrackingParams> => ({
      ...pageDimensions(document),
      route: location.pathname,
      user_role: await userRole(),
    }),
    storage,
    post,
  });

  watchPageEvents(document.body, ({ event, params }, element) => {
    if (!VISITS.has(event)) return hookEvents(event, document.referrer).forEach((e) => dispatch(e, params));
    // A client-side navigation that replaced the page before the minimum ends no visit.
    const shown = element.getAttribute(PARAMS_ATTRIBUTE);
    startVisitClock(() => {
      if (element.isConnected && element.getAttribute(PARAMS_ATTRIBUTE) === shown) dispatch(event, params);
    });
  });
  const signUp = takeSignUpMarker(location, history);
  if (signUp) dispatch('signup_start', { signup_method: signUp });
  document.addEventListener(
    'click',
    (click) => {
      const target = click.target instanceof Element ? click.target.closest(`[${CLICK_ATTRIBUTE}]`) : null;
      const event = asAnalyticsEvent(target?.getAttribute(CLICK_ATTRIBUTE) ?? null);
      if (event) dispatch(event, {});
    },
    true,
  );
  return {
    track: ({ event, params }) => dispatch(event, params),
    grant: (next) => {
      record = next;
      apply();
    },
  };
}
