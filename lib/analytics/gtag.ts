import type { ConsentChoice } from '@/lib/contract';
import type { AnalyticsClientConfig } from './client-config';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export type GtagHandle = {
  /** Whether gtag.js has loaded (events wait for it, docs/product.md §7 "retry until tag loaded"). */
  ready: () => boolean;
  event: (name: string, params: Record<string, string>) => void;
  /** Marketing consent changed: Consent Mode's ad signals follow it. */
  update: (choice: ConsentChoice) => void;
};

/** Google Consent Mode v2 signals for a choice; everything not chosen stays denied. */
export function consentModeSignals(choice: ConsentChoice) {
  const ads = choice.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: choice.statistics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/**
 * Loads gtag.js with statistics consent (docs/product.md §1, §4): Consent Mode v2 defaults are "denied" before
 * anything else is queued, then updated to the visitor's choice; one config per measurement id (the shared base
 * list and the site's own), with the deployment's transport URL where it names one. The script is inserted by this
 * code, which the page's nonce trusts ('strict-dynamic'), so the policy needs no host for it.
 */
export function startGtag(
  ga4: NonNullable<AnalyticsClientConfig['ga4']>,
  choice: ConsentChoice,
  doc: Document = document,
): GtagHandle {
  const win = doc.defaultView as Window;
  const layer = (win.dataLayer = win.dataLayer ?? []);
  // gtag.js reads the queue's entries as `arguments` objects, exactly as Google's snippet pushes them.
  const gtag: Gtag = function () {
    // eslint-disable-next-line prefer-rest-params -- the tag's queue contract is the arguments object
    layer.push(arguments);
  };
  win.gtag = gtag;
  gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
  });
  gtag('consent', 'update', consentModeSignals(choice));
  gtag('js', new Date());
  for (const id of ga4.measurementIds) gtag('config', id, ga4.transportUrl ? { transport_url: ga4.transportUrl } : {});
  let loaded = false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${ga4.tagUrl}?id=${encodeURIComponent(ga4.measurementIds[0])}`;
  script.onload = () => {
    loaded = true;
  };
  doc.head.appendChild(script);
  return {
    ready: () => loaded,
    event: (name, params) => gtag('event', name, params),
    update: (next) => gtag('consent', 'update', consentModeSignals(next)),
  };
}
