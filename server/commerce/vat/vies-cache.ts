import type { ViesAnswer } from './vat-types';

/** A day: the checkout summary is asked for again on every change of the form, VIES should hear of it once. */
export const VIES_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Enough for a day of checkouts on every site; each entry is a few hundred bytes. */
export const VIES_CACHE_MAX_ENTRIES = 2000;

export type ViesCache = {
  /** The cached answer for `key`, else the one `ask` gives; concurrent callers of one key share one request. */
  answer(key: string, ask: () => Promise<ViesAnswer>): Promise<ViesAnswer>;
  readonly size: number;
};

type Entry = { answer: ViesAnswer; at: number };

/**
 * In-memory and per process (each instance asks VIES once a day per number, which VIES tolerates). Registered
 * and not-registered answers are kept for ttlMs; 'unavailable' never, so the next try asks again. Least recently
 * used entries go first when maxEntries is reached.
 */
export function createViesCache({
  ttlMs = VIES_CACHE_TTL_MS,
  maxEntries = VIES_CACHE_MAX_ENTRIES,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): ViesCache {
  const settled = new Map<string, Entry>();
  const pending = new Map<string, Promise<ViesAnswer>>();

  function remember(key: string, answer: ViesAnswer) {
    if (answer === 'unavailable') return;
    settled.delete(key);
    settled.set(key, { answer, at: now() });
    // A Map iterates in insertion order: the first key is the least recently used one.
    while (settled.size > maxEntries) settled.delete(settled.keys().next().value as string);
  }

  return {
    answer(key, ask) {
      const hit = settled.get(key);
      if (hit && now() - hit.at < ttlMs) {
        settled.delete(key);
        settled.set(key, hit);
        return Promise.resolve(hit.answer);
      }
      if (hit) settled.delete(key);
      const running = pending.get(key);
      if (running) return running;
      const asked = ask()
        .catch((): ViesAnswer => 'unavailable')
        .then((answer) => {
          remember(key, answer);
          return answer;
        })
        .finally(() => pending.delete(key));
      pending.set(key, asked);
      return asked;
    },
    get size() {
      return settled.size;
    },
  };
}
