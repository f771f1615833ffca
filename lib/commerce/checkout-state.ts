import { z } from 'zod';
import type { CheckoutQuoteQuery } from '@/lib/graphql/generated/operations';
import type { CheckoutValues, FieldErrors } from './checkout-form';

/** The summary's figures as checkoutQuote gave them (its errors were empty, or there would be no summary). */
export type CheckoutQuote = Omit<CheckoutQuoteQuery['checkoutQuote'], 'errors'>;

/**
 * Where the checkout stands after each post (with or without JavaScript alike): step 1 with what was typed and
 * the errors next to their fields, or step 2, the summary, which carries the same values on. Both carry the
 * order key (Checkout.orderKey) in a hidden field, so a key renewed after a refusal is the one placed with.
 */
export type CheckoutState =
  | { step: 'edit'; values: CheckoutValues; orderKey: string; errors: FieldErrors; general: string[] }
  | { step: 'summary'; values: CheckoutValues; orderKey: string; quote: CheckoutQuote; general: string[] };

/** The page of a placed order; `bereits`: the order key had placed it before (a second click, a second tab). */
export function orderResultHref(orderId: string, alreadyPlaced: boolean, returnJob?: string | null): string {
  const query = new URLSearchParams();
  if (alreadyPlaced) query.set('bereits', '1');
  // Only an id: the order's page checks it names a job of the order's organization before linking it.
  if (returnJob && isJobId(returnJob)) query.set('job', returnJob);
  const search = query.toString();
  return `/checkout/bestellung/${encodeURIComponent(orderId)}${search ? `?${search}` : ''}`;
}

/** A job's id as the checkout carries it back (a UUID; anything else is dropped). */
export function isJobId(value: string): boolean {
  return z.guid().safeParse(value).success;
}
