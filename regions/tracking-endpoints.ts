import type { Env } from './env';

/**
 * Where analytics go, for every site of a deployment (docs/product.md §7; docs/architecture.md "Consent and
 * analytics"): Google's addresses by default; a test, a staging server or a server-side tagging container names
 * its own in the environment. Custom services load only where the deployment names their script.
 */
export type TrackingEndpoints = {
  /** gtag.js (GA4_TAG_URL). */
  tagUrl: string;
  /** Where the tag sends its hits (GA4_TRANSPORT_URL, gtag's transport_url); null: Google's own collection. */
  transportUrl: string | null;
  /** The GA4 Measurement Protocol's collect endpoint (GA4_MP_URL), for the server-side events. */
  measurementProtocolUrl: string;
  /** The conversion API (CONVERSION_API_URL); null: no conversion calls. */
  conversionApiUrl: string | null;
  /** The custom services' scripts with `{customerId}` (JOBWARE_SCRIPT_URL, SOCIALTELLIGENCE_SCRIPT_URL). */
  serviceScripts: { jobware: string | null; socialtelligence: string | null };
};

export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js';
/** Google's EU endpoint of the Measurement Protocol (collection in the EU). */
export const GOOGLE_MEASUREMENT_PROTOCOL_URL = 'https://region1.google-analytics.com/mp/collect';
/** The hosts gtag.js sends GA4 hits to (Google's documented CSP for GA4). */
export const GOOGLE_COLLECTION_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** Thrown at start-up when an address is unusable: a typo must not send visitors' events somewhere else. */
export class TrackingEndpointError extends Error {
  constructor(name: string, problem: string) {
    super(`Invalid ${name}: ${problem}`);
    this.name = 'TrackingEndpointError';
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or http to this machine (the tests' stand-ins); nothing else leaves the server or the browser. */
function endpoint(env: Env, name: string, fallback: string | null): string | null {
  const value = env[name]?.trim() || fallback;
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.replace('{customerId}', 'id'));
  } catch {
    throw new TrackingEndpointError(name, `"${value}" is no URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new TrackingEndpointError(name, `"${value}" must be https (http only to this machine)`);
  if (url.username || url.password) throw new TrackingEndpointError(name, 'credentials do not belong in the address');
  return value;
}

export function trackingEndpoints(env: Env = process.env): TrackingEndpoints {
  return {
    tagUrl: endpoint(env, 'GA4_TAG_URL', GOOGLE_TAG_URL)!,
    transportUrl: endpoint(env, 'GA4_TRANSPORT_URL', null),
    measurementProtocolUrl: endpoint(env, 'GA4_MP_URL', GOOGLE_MEASUREMENT_PROTOCOL_URL)!,
    conversionApiUrl: endpoint(env, 'CONVERSION_API_URL', null),
    serviceScripts: {
      jobware: endpoint(env, 'JOBWARE_SCRIPT_URL', null),
      socialtelligence: endpoint(env, 'SOCIALTELLIGENCE_SCRIPT_URL', null),
    },
  };
}
