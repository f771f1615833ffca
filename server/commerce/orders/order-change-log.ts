import type { SessionUser } from '../../auth/session-user';
import { type ChangeDetail, recordOrganizationChange } from '../../organizations/change-log';
import type { Tx } from '../job-charges';

/** Who placed or changed an order, for the organization's change log; absent where nobody acts (the demo seed). */
export type OrderAuthor = { user: SessionUser; viaSupport: boolean };

export type OrderChangeAction = 'placed' | 'paid' | 'cancelled' | 'refunded';

/**
 * An order's step in the organization's change log (who changed what, when): the buyer placing it,
 * staff marking it paid, cancelling or refunding it (marked as support when they are not of the organization).
 */
export async function recordOrderChange(
  tx: Tx,
  author: OrderAuthor | undefined,
  organizationId: string,
  action: OrderChangeAction,
  detail: ChangeDetail,
): Promise<void> {
  if (!author) return;
  await recordOrganizationChange(tx, {
    organizationId,
    actor: author.user,
    viaSupport: author.viaSupport,
    action: `order.${action}`,
    detail,
  });
}
