import { ENTITY_ID_EVENTS, type AnalyticsEvent } from './events';

export type EventParams = Record<string, string | number>;
export type ServerSideEvent = { name: string; params: EventParams };

/** docs/product.md §7: parameters whose names contain one of these words never leave the server. */
const PRIVATE_NAME = /user|session|owner|referrer/i;

/** Each server-side event counts once (docs/product-decisions.md "Consent and analytics"). */
const EVENT_VALUE = 1;

/** The parameters without those whose names contain user, session, owner or referrer. */
export function withoutPrivateNames(params: EventParams): EventParams {
  return Object.fromEntries(Object.entries(params).filter(([name]) => !PRIVATE_NAME.test(name)));
}

/**
 * The server-side copy of a browser event (docs/product.md §7): the name prefixed `ss_`, every parameter whose
 * name contains user, session, owner or referrer removed, `entity_id` kept only for the events §7 lists, plus
 * `value`, `server: 1` and the frontend (the site's id).
 */
export function serverSideEvent(event: AnalyticsEvent, params: EventParams, frontend: string): ServerSideEvent {
  const kept = Object.entries(withoutPrivateNames(params)).filter(
    ([name]) => name !== 'entity_id' || ENTITY_ID_EVENTS.has(event),
  );
  return { name: `ss_${event}`, params: { ...Object.fromEntries(kept), value: EVENT_VALUE, server: 1, frontend } };
}
