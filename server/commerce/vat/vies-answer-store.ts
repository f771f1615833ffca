import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { viesAnswers } from '../../db/schema';
import { VIES_CACHE_TTL_MS, type ViesAnswerStore } from './vies-cache';

/**
 * VIES answers in the database: every instance reads what one of them asked, so two never tell one checkout
 * different things within the day (docs/architecture.md, "Caches across instances").
 */
export function dbViesStore(db: Db): ViesAnswerStore {
  return {
    async get(key, checkedSince) {
      const [row] = await db
        .select({ valid: viesAnswers.valid, name: viesAnswers.name, address: viesAnswers.address })
        .from(viesAnswers)
        .where(and(eq(viesAnswers.key, key), gte(viesAnswers.checkedAt, checkedSince)));
      return row ?? null;
    },
    async put(key, answer, checkedAt) {
      const values = { valid: answer.valid, name: answer.name, address: answer.address, checkedAt };
      await db
        .insert(viesAnswers)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: viesAnswers.key, set: values });
    },
  };
}

/** Deletes answers older than a day (the hourly clean-up): a business's name and address are kept no longer. */
export async function purgeOldViesAnswers(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(viesAnswers)
    .where(lt(viesAnswers.checkedAt, new Date(now.getTime() - VIES_CACHE_TTL_MS)))
    .returning({ key: viesAnswers.key });
  return deleted.length;
}
