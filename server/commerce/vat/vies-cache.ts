import type { ViesAnswer } from './vat-types';

/** A day: the checkout summary is asked for again on every change of the form, VIES should hear of it once. */
export const VIES_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Enough for a day of checkouts on every site; each entry is a few hundred bytes. */
export const VIES_CACHE_MAX_ENTRIES = 2000;

/** An answer worth keeping: VIES knew whether the number is registered. */
export type KeptViesAnswer = Exclude<ViesAnswer, 'unavailable'>;

/** Where answers are kept: the database (vies-answer-store.ts, every instance reads them) or this process. */
export type ViesAnswerStore = {
  /** The answer kept for `key` if it was checked at `checkedSince` or later, else null. */
  get(key: string, checkedSince: Date): Promise<KeptViesAnswer | null>;
  put(key: string, answer: KeptViesAnswer, checkedAt: Date): Promise<void>;
};

export type ViesCache = {
  /** The kept answer for `key`, else the one `ask` gives; concurrent callers of one key share one request. */
  answer(key: string, ask: () => Promise<ViesAnswer>): Promise<ViesAnswer>;
};

/**
 * Answers in this process's memory, the least recently used going first beyond `maxEntries` (tests, and a
 * checker without a database).
 */
export function memoryViesStore(maxEntries = VIES_CACHE_MAX_ENTRIES): ViesAnswerStore & { readonly size: number } {
  const kept = new Map<string, { answer: KeptViesAnswer; at: Date }>();
  return {
    async get(key, checkedSince) {
      const hit = kept.get(key);
      if (!hit || hit.at < checkedSince) return null;
      // A Map iterates in insertion order: moved to the end, the key is the most recently used.
      kept.delete(key);
      kept.set(key, hit);
      return hit.answer;
    },
    async put(key, answer, at) {
      kept.delete(key);
      kept.set(key, { answer, at });
      while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    },
    get size() {
      return kept.size;
    },
  };
}

/**
 * Registered and not-registered answers are kept for ttlMs in `store`; 'unavailable' never, so the next try asks
 * again. A store that fails counts as holding nothing: the checkout asks VIES instead of failing.
 */
export function createViesCache({
  store = memoryViesStore(),
  ttlMs = VIES_CACHE_TTL_MS,
  now = Date.now,
}: { store?: ViesAnswerStore; ttlMs?: number; now?: () => number } = {}): ViesCache {
  const pending = new Map<string, Promise<ViesAnswer>>();

  async function lookUp(key: string, ask: () => Promise<ViesAnswer>): Promise<ViesAnswer> {
    const kept = await store.get(key, new Date(now() - ttlMs + 1)).catch(() => null);
    if (kept) return kept;
    const answer = await ask().catch((): ViesAnswer => 'unavailable');
    if (answer !== 'unavailable') await store.put(key, answer, new Date(now())).catch(() => undefined);
    return answer;
  }

  return {
    answer(key, ask) {
      const running = pending.get(key);
      if (running) return running;
      const asked = lookUp(key, ask).finally(() => pending.delete(key));
      pending.set(key, asked);
      return asked;
    },
  };
}
