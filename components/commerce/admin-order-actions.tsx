'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderActionState } from '@/lib/actions/commerce-actions';
import type { OrderStatus } from '@/lib/graphql/generated/operations';
import { TextArea, TextField } from '@/components/posting/form-fields';
import styles from './commerce.module.scss';

export type OrderAction = (previous: OrderActionState, form: FormData) => Promise<OrderActionState>;
type Intent = 'paid' | 'cancel' | 'refund';
/** Where the list comes back to after an action: its status filter and page. */
type Back = { status: OrderStatus | null; page: number };
/** The "paid on" field's default and bounds (YYYY-MM-DD): today and the invoice's day, in Germany. */
type PaymentDay = { today: string; min: string | undefined };

const INITIAL: OrderActionState = { error: null, reason: '' };

const LABELS = {
  paid: { open: 'markPaid', text: 'markPaidText', confirm: 'markPaidConfirm' },
  cancel: { open: 'cancel', text: 'cancelText', confirm: 'cancelConfirm' },
  refund: { open: 'refund', text: 'refundText', confirm: 'refundConfirm' },
} as const;

/**
 * docs/product.md §4 the order's next states: a pending order is paid or cancelled, a paid one cancelled or refunded.
 */
const INTENTS: Partial<Record<OrderStatus, Intent[]>> = { pending: ['paid', 'cancel'], paid: ['cancel', 'refund'] };

/**
 * The admin's actions on one order, each behind a disclosure that asks for confirmation (and for a reason,
 * where one is needed): a plain form per action, so they work without JavaScript too.
 */
export function AdminOrderActions({
  order,
  amount,
  back,
  paymentDay,
  action,
}: {
  order: { id: string; number: string; status: OrderStatus };
  /** The gross amount, formatted, for "Ist der Betrag von … eingegangen?". */
  amount: string;
  back: Back;
  paymentDay: PaymentDay;
  action: OrderAction;
}) {
  const t = useTranslations('commerce.admin');
  const intents = INTENTS[order.status] ?? [];
  if (intents.length === 0) return null;
  return (
    <div className={styles.adminActions} role="group" aria-label={t('actions', { number: order.number })}>
      {intents.map((intent) => (
        <OrderActionForm
          key={intent}
          intent={intent}
          order={order}
          amount={amount}
          back={back}
          paymentDay={paymentDay}
          action={action}
        />
      ))}
    </div>
  );
}

function OrderActionForm({
  intent,
  order,
  amount,
  back,
  paymentDay,
  action,
}: {
  intent: Intent;
  order: { id: string; number: string };
  amount: string;
  back: Back;
  paymentDay: PaymentDay;
  action: OrderAction;
}) {
  const t = useTranslations('commerce.admin');
  const [state, dispatch, pending] = useActionState(action, INITIAL);
  const id = `order-${order.id}-${intent}`;
  const labels = LABELS[intent];
  const withReason = intent !== 'paid';
  return (
    <details open={state.error ? true : undefined}>
      <summary>
        {t(labels.open)}
        <span className="visually-hidden"> {order.number}</span>
      </summary>
      <form action={dispatch} noValidate>
        <p id={`${id}-text`}>{t(labels.text, { amount })}</p>
        <input type="hidden" name="orderId" value={order.id} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="status" value={back.status ?? ''} />
        <input type="hidden" name="page" value={back.page} />
        {withReason ? (
          <TextArea
            id={`${id}-reason`}
            name="reason"
            label={t('reason')}
            hint={t('reasonHint')}
            required
            maxLength={500}
            defaultValue={state.reason}
            error={state.error ?? undefined}
          />
        ) : (
          // Asked when the money arrived: the day, today by default; the API's refusal stands next to it.
          <TextField
            id={`${id}-date`}
            name="paymentDate"
            type="date"
            label={t('paymentDate')}
            hint={t('paymentDateHint')}
            required
            max={paymentDay.today}
            min={paymentDay.min}
            defaultValue={state.paymentDate || paymentDay.today}
            error={state.error ?? undefined}
          />
        )}
        <button type="submit" className="button" disabled={pending} aria-describedby={`${id}-text`}>
          {t(labels.confirm)}
        </button>
      </form>
    </details>
  );
}
