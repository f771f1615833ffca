'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { cancelOrder, loadCheckout, markOrderPaid, placeOrder, quoteCheckout, refundOrder } from '@/lib/data/commerce';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { adminOrdersHref, ORDER_STATUSES, type OrderNotice } from '@/lib/commerce/admin-orders';
import {
  customerInput,
  readCheckoutForm,
  sortProblems,
  validateCheckout,
  type CheckoutValues,
  type Problems,
} from '@/lib/commerce/checkout-form';
import { orderResultHref, type CheckoutState } from '@/lib/commerce/checkout-state';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const t = messages.commerce;

/** The site of the request (the proxy's header) and the signed-in user of its session cookie. */
async function audience() {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  return region && viewer ? { region, userId: viewer.userId } : null;
}

const edit = (values: CheckoutValues, orderKey: string, { errors, general }: Problems): CheckoutState => ({
  step: 'edit',
  values,
  orderKey,
  errors,
  general,
});

/**
 * Both steps of /checkout post here (a plain form: it works without JavaScript). `intent` is the button:
 * "quote" (Weiter zur Übersicht) asks checkoutQuote for the summary, "back" returns to the form, "place"
 * (Zahlungspflichtig bestellen) places the order and opens its page. Every answer carries what was typed on.
 */
export async function checkoutAction(_previous: CheckoutState, form: FormData): Promise<CheckoutState> {
  await refuseWhenReadOnly();
  const values = readCheckoutForm(form);
  let orderKey = String(form.get('orderKey') ?? '').slice(0, 200);
  const intent = form.get('intent');
  if (intent === 'back') return edit(values, orderKey, { errors: {}, general: [] });
  const errors = validateCheckout(values);
  if (Object.keys(errors).length) return edit(values, orderKey, { errors, general: [] });
  const who = await audience();
  if (!who) return edit(values, orderKey, { errors: {}, general: [t.errors.signedOut] });
  const input = { productId: values.productId, quantity: Number(values.quantity), customer: customerInput(values) };

  let general: string[] = [];
  if (intent === 'place') {
    const placed = await placeOrder(who, {
      ...input,
      orderReference: values.orderReference.trim() || null,
      orderKey,
      confirmedGrossCents: Number.parseInt(String(form.get('confirmedGrossCents') ?? ''), 10) || 0,
    });
    if ('order' in placed)
      redirect(orderResultHref(placed.order.id, placed.alreadyPlaced, String(form.get('job') ?? '')));
    const problems = sortProblems(placed.problems);
    if (Object.keys(problems.errors).length) return edit(values, orderKey, problems);
    // Nothing was placed: the summary again with today's figures, and why. A key another order used up since
    // the page was opened is renewed here, so nothing typed is lost to a reload.
    const refusedFor = (field: string) => placed.problems.some((p) => p.field.endsWith(field));
    if (refusedFor('orderKey')) {
      orderKey = (await loadCheckout(who))?.orderKey ?? orderKey;
      general = [t.checkout.orderKeyRenewed];
    } else general = refusedFor('confirmedGrossCents') ? [t.checkout.priceChanged] : problems.general;
  }
  const quoted = await quoteCheckout(who, input);
  if ('problems' in quoted) {
    const problems = sortProblems(quoted.problems);
    return edit(values, orderKey, { ...problems, general: [...general, ...problems.general] });
  }
  return { step: 'summary', values, orderKey, quote: quoted.quote, general };
}

/**
 * An admin's order action: the reason and the payment date typed stay in the form with the error next to
 * them (`field` names the one the error is about).
 */
export type OrderActionState = { error: string | null; reason: string; paymentDate?: string };

const orderForm = z.object({
  intent: z.enum(['paid', 'cancel', 'refund']),
  orderId: z.guid(),
  status: z.enum(ORDER_STATUSES as [string, ...string[]]).nullable(),
  page: z.coerce.number().int().min(0).max(999),
});

const NOTICE: Record<'paid' | 'cancel' | 'refund', OrderNotice> = {
  paid: 'paid',
  cancel: 'cancelled',
  refund: 'refunded',
};

/**
 * The admin order list's confirm buttons (mark paid, cancel, refund). Done: back to the list (its filter and
 * page kept) with a notice naming the order; refused: the API's German message next to the reason.
 */
export async function orderAction(_previous: OrderActionState, form: FormData): Promise<OrderActionState> {
  await refuseWhenReadOnly();
  const reason = String(form.get('reason') ?? '').slice(0, 500);
  const paymentDate = String(form.get('paymentDate') ?? '').slice(0, 10);
  const parsed = orderForm.safeParse({
    intent: form.get('intent'),
    orderId: form.get('orderId'),
    status: form.get('status') || null,
    page: form.get('page') || 0,
  });
  if (!parsed.success) return { error: t.errors.actionFailed, reason, paymentDate };
  const { intent, orderId, status, page } = parsed.data;
  if (intent !== 'paid' && !reason.trim()) return { error: t.admin.reasonRequired, reason };
  // The day is checked by the API (not in the future, not before the invoice), which words the error.
  if (intent === 'paid' && !paymentDate) return { error: t.admin.paymentDateRequired, reason, paymentDate };
  const who = await audience();
  if (!who) return { error: t.errors.signedOut, reason, paymentDate };
  const outcome =
    intent === 'paid'
      ? await markOrderPaid(who, orderId, paymentDate)
      : intent === 'cancel'
        ? await cancelOrder(who, orderId, reason.trim())
        : await refundOrder(who, orderId, reason.trim());
  if (!outcome.ok) return { error: outcome.message, reason, paymentDate };
  redirect(
    adminOrdersHref({
      status: status as (typeof ORDER_STATUSES)[number] | null,
      page,
      notice: { kind: NOTICE[intent], number: outcome.number },
    }),
  );
}
