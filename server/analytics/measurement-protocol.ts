import type { ServerSideEvent } from './server-side-event';

/** One property the Measurement Protocol writes to: its measurement id and the stream's API secret. */
export type MeasurementTarget = { measurementId: string; apiSecret: string };

export type MeasurementHit = {
  /** The browser's userToken (docs/product.md §3): GA4's client id, random, naming nobody. */
  clientId: string;
  event: ServerSideEvent;
  /** Marketing consent: GA4 may use the hit for ads only with it (Consent Mode v2's two ad signals). */
  marketing: boolean;
  at: Date;
};

/** The JSON body of one Measurement Protocol request (GA4 "Send events": client_id, consent, events). */
export function measurementBody(hit: MeasurementHit) {
  const ads = hit.marketing ? 'GRANTED' : 'DENIED';
  return {
    client_id: hit.clientId,
    timestamp_micros: hit.at.getTime() * 1000,
    consent: { ad_user_data: ads, ad_personalization: ads },
    events: [{ name: hit.event.name, params: hit.event.params }],
  };
}

/** A slow collector must not hold the server's work; a lost event is lost. */
const TIMEOUT_MS = 5000;

/**
 * Sends a hit to every target (POST <url>?measurement_id=…&api_secret=…). Never throws: failures are logged
 * and counted out. Returns how many targets took it (2xx).
 */
export async function sendMeasurementHit(
  url: string,
  targets: readonly MeasurementTarget[],
  hit: MeasurementHit,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const body = JSON.stringify(measurementBody(hit));
  const answers = await Promise.all(
    targets.map(async ({ measurementId, apiSecret }) => {
      const target = new URL(url);
      target.searchParams.set('measurement_id', measurementId);
      target.searchParams.set('api_secret', apiSecret);
      try {
        const response = await fetchImpl(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (!response.ok) console.error(`measurement protocol ${measurementId}: status ${response.status}`);
        return response.ok;
      } catch (error) {
        console.error(`measurement protocol ${measurementId}`, error instanceof Error ? error.message : error);
        return false;
      }
    }),
  );
  return answers.filter(Boolean).length;
}
