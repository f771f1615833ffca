import { describe, expect, it } from 'vitest';
import type { ViesAnswer } from './vat-types';
import { createViesCache, memoryViesStore, VIES_CACHE_TTL_MS } from './vies-cache';

const registered: ViesAnswer = { valid: true, name: null, address: null };

/** A cache on a clock the test moves, and a counter of the questions that reached "VIES". */
function setUp(options: { maxEntries?: number; answer?: () => Promise<ViesAnswer> } = {}) {
  let time = 0;
  const asked: string[] = [];
  const store = memoryViesStore(options.maxEntries);
  const cache = createViesCache({ store, now: () => time });
  const ask = (key: string) =>
    cache.answer(key, () => {
      asked.push(key);
      return options.answer ? options.answer() : Promise.resolve(registered);
    });
  return { store, ask, asked, advance: (ms: number) => (time += ms) };
}

describe('createViesCache', () => {
  it('asks again once a day has passed', async () => {
    const { ask, asked, advance } = setUp();
    await ask('ATU12345675');
    advance(VIES_CACHE_TTL_MS - 1);
    await ask('ATU12345675');
    expect(asked).toHaveLength(1);
    advance(1);
    await ask('ATU12345675');
    expect(asked).toHaveLength(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { store, ask, asked } = setUp({ maxEntries: 2 });
    await ask('A');
    await ask('B');
    await ask('A');
    await ask('C');
    expect(store.size).toBe(2);
    await ask('A');
    expect(asked).toEqual(['A', 'B', 'C']);
    await ask('B');
    expect(asked).toEqual(['A', 'B', 'C', 'B']);
  });

  it('a checker that throws counts as unavailable and is not kept', async () => {
    const { store, ask, asked } = setUp({ answer: () => Promise.reject(new Error('boom')) });
    expect(await ask('A')).toBe('unavailable');
    expect(await ask('A')).toBe('unavailable');
    expect(asked).toEqual(['A', 'A']);
    expect(store.size).toBe(0);
  });
});
