import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailChangeRequests, passwordResetTokens } from '../db/schema';

/**
 * Deletes reset links and e-mail changes whose time is over (used reset links too, once expired): they hold
 * a user id and a new address nobody may use any more. Run hourly by the scheduler.
 */
export async function purgeSpentAccountLinks(db: Db, now = new Date()): Promise<number> {
  const resets = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ userId: passwordResetTokens.userId });
  const changes = await db
    .delete(emailChangeRequests)
    .where(lt(emailChangeRequests.expiresAt, now))
    .returning({ userId: emailChangeRequests.userId });
  return resets.length + changes.length;
}
