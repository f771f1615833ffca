import { fill } from '../../mail/template';
import { CommerceError, commerceMessages as m } from './commerce-messages';

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'refunded' | 'failed';
export type OrderAction = 'markPaid' | 'cancel' | 'refund';

/**
 * docs/product.md §4.4: pending → paid → (cancelled | refunded), and pending → cancelled. Nothing leaves cancelled,
 * refunded or failed; an order is never deleted.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }>> = {
  markPaid: { from: ['pending'], to: 'paid' },
  cancel: { from: ['pending', 'paid'], to: 'cancelled' },
  refund: { from: ['paid'], to: 'refunded' },
};

/** The status an action leads to from `from`; a refused transition is a German BAD_USER_INPUT. */
export function nextOrderStatus(from: OrderStatus, action: OrderAction): OrderStatus {
  const transition = ORDER_TRANSITIONS[action];
  if (!transition.from.includes(from))
    throw new CommerceError(
      'BAD_USER_INPUT',
      fill(m.status.refused, { status: m.status.labels[from], action: m.status.actions[action] }),
    );
  return transition.to;
}
