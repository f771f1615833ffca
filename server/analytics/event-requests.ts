import { z } from 'zod';
import { consentProof } from './consent-proof';
import { ANALYTICS_EVENTS, PARAM_VALUE_MAX, TRACKING_DIMENSIONS, type TrackingDimension } from './events';

/** A dimension's value as GA4 keeps it: text, cut at 100 characters. */
const dimensionValue = z
  .string()
  .max(1000)
  .transform((value) => value.slice(0, PARAM_VALUE_MAX));

/** Only the docs/product.md §3 tracking dimensions; anything else is refused, not passed on. */
const dimensions = z
  .strictObject(
    Object.fromEntries(TRACKING_DIMENSIONS.map((name) => [name, dimensionValue.optional()])) as Record<
      TrackingDimension,
      z.ZodOptional<typeof dimensionValue>
    >,
  )
  .default({});

/** The browser's userToken (docs/product.md §3): a random string, never anything typed or derived from a person. */
const clientId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** POST /api/gmapi: an event for the Measurement Protocol, with the consent proof (docs/product.md §7). */
export const serverEventRequest = z.strictObject({
  event: z.enum(ANALYTICS_EVENTS),
  params: dimensions,
  clientId,
  consent: consentProof,
});
export type ServerEventRequest = z.infer<typeof serverEventRequest>;

/** POST /api/conversionapi: event_name and custom_data (docs/product.md §7), with the consent proof. */
export const conversionRequest = z.strictObject({
  event_name: z.enum(ANALYTICS_EVENTS),
  custom_data: dimensions,
  consent: consentProof,
});
export type ConversionRequest = z.infer<typeof conversionRequest>;

/** Defined values only (optional dimensions the browser left out are absent, not undefined). */
export function definedParams(params: Partial<Record<TrackingDimension, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] != null));
}
