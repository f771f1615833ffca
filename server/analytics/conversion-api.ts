import type { AnalyticsEvent } from './events';
import type { EventParams } from './server-side-event';

export type ConversionCall = {
  eventName: AnalyticsEvent;
  /** The event's tracking dimensions without private names (docs/product.md §7), plus the frontend. */
  customData: EventParams;
  /** Random per call, so the receiver can drop a repeated delivery. */
  eventId: string;
  at: Date;
};

/**
 * The body of a conversion call: the conversions-API envelope (`data` of events with event_name, event_time in
 * seconds, event_id, action_source, custom_data). No user_data: nothing that names or fingerprints a visitor
 * leaves the server (docs/product-decisions.md "Consent and analytics").
 */
export function conversionBody(call: ConversionCall) {
  return {
    data: [
      {
        event_name: call.eventName,
        event_time: Math.floor(call.at.getTime() / 1000),
        event_id: call.eventId,
        action_source: 'website',
        custom_data: call.customData,
      },
    ],
  };
}

const TIMEOUT_MS = 5000;

/** Sends a conversion call; never throws (failures are logged). Returns whether the API took it. */
export async function sendConversion(
  url: string,
  token: string | null,
  call: ConversionCall,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(conversionBody(call)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) console.error(`conversion api: status ${response.status}`);
    return response.ok;
  } catch (error) {
    console.error('conversion api', error instanceof Error ? error.message : error);
    return false;
  }
}
