import type { Env } from '../../regions/env';

/**
 * The server's keys for the analytics endpoints, from the environment only (never in a site file, never sent to
 * a browser): GA4_API_SECRETS, the Measurement Protocol's API secret per measurement id
 * ("G-AAAA000001=secret,G-BBBB000002=secret"), and CONVERSION_API_TOKEN, the conversion API's bearer token.
 */
export type AnalyticsSecrets = {
  ga4ApiSecrets: ReadonlyMap<string, string>;
  conversionApiToken: string | null;
};

export class AnalyticsSecretsError extends Error {
  constructor(problem: string) {
    super(`Invalid GA4_API_SECRETS: ${problem}`);
    this.name = 'AnalyticsSecretsError';
  }
}

export function analyticsSecrets(env: Env = process.env): AnalyticsSecrets {
  const ga4ApiSecrets = new Map<string, string>();
  for (const entry of (env.GA4_API_SECRETS ?? '').split(',')) {
    if (!entry.trim()) continue;
    const match = /^\s*(G-[A-Z0-9]{6,12})=([A-Za-z0-9_-]{4,128})\s*$/.exec(entry);
    // The secret stays out of the message: start-up logs are read by more people than the environment.
    if (!match) throw new AnalyticsSecretsError(`"${entry.split('=')[0].trim()}=…" must look like G-XXXXXXXXXX=secret`);
    ga4ApiSecrets.set(match[1], match[2]);
  }
  return { ga4ApiSecrets, conversionApiToken: env.CONVERSION_API_TOKEN?.trim() || null };
}
