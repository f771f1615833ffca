import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { recordOrganizationChange } from './change-log';

/** Where the caller acts now and next; `viaSupport` per organization as the authorization rule decides it. */
export type ActiveSwitch = {
  user: SessionUser;
  from: { id: string; viaSupport: boolean } | null;
  to: { id: string; viaSupport: boolean } | null;
};

/**
 * docs/product.md §3 activeOrganization: the organization the workspace acts for. Starting and ending
 * docs/product.md §6 support for a foreign organization is written to that organization's change log, so its people see
 * who looked in.
 */
export async function switchActiveOrganization(db: Db, change: ActiveSwitch): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ activeOrganizationId: change.to?.id ?? null })
      .where(eq(users.id, change.user.id));
    if (change.from?.id === change.to?.id) return;
    if (change.from?.viaSupport)
      await recordOrganizationChange(tx, {
        organizationId: change.from.id,
        actor: change.user,
        viaSupport: true,
        action: 'support.ended',
      });
    if (change.to?.viaSupport)
      await recordOrganizationChange(tx, {
        organizationId: change.to.id,
        actor: change.user,
        viaSupport: true,
        action: 'support.started',
      });
  });
}
