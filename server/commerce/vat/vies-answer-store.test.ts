// @module-tag postgres
// VIES answers kept in the database: what one instance asked, every other reads, for a day
// (docs/architecture.md, "Caches across instances").
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { viesAnswers } from '../../db/schema';
import { openTestDb } from '../../db/testing';
import type { ViesAnswer } from './vat-types';
import { dbViesStore, purgeOldViesAnswers } from './vies-answer-store';
import { createViesCache, VIES_CACHE_TTL_MS } from './vies-cache';

let handle: DbHandle;
/** Keys of this file only: the table is shared on the PostgreSQL pass. */
const prefix = `test-${Math.random().toString(36).slice(2)}`;
const key = (number: string) => `${prefix} ${number}`;
const registered: ViesAnswer = { valid: true, name: 'Muster GmbH', address: 'Hauptstr. 1, Wien' };

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.db.delete(viesAnswers).where(like(viesAnswers.key, `${prefix}%`));
  await handle.close();
});

/** Two instances: each its own cache (its own process), both on one database. */
function instances(now: () => number) {
  const asked: string[] = [];
  const instance = () => {
    const cache = createViesCache({ store: dbViesStore(handle.db), now });
    return (number: string, answer: ViesAnswer = registered) =>
      cache.answer(key(number), async () => {
        asked.push(number);
        return answer;
      });
  };
  return { a: instance(), b: instance(), asked };
}

describe('VIES answers in the database', () => {
  it('what one instance asked, the other reads for a day, then asks again', async () => {
    let time = Date.now();
    const { a, b, asked } = instances(() => time);
    expect(await a('ATU12345675')).toEqual(registered);
    expect(await b('ATU12345675')).toEqual(registered);
    expect(asked).toEqual(['ATU12345675']);
    time += VIES_CACHE_TTL_MS;
    await b('ATU12345675');
    expect(asked).toEqual(['ATU12345675', 'ATU12345675']);
  });

  it('keeps "not registered", never "unavailable"', async () => {
    const { a, b, asked } = instances(Date.now);
    await a('DE000000000', { valid: false, name: null, address: null });
    expect(await b('DE000000000')).toEqual({ valid: false, name: null, address: null });
    await a('FR00000000000', 'unavailable');
    await b('FR00000000000', 'unavailable');
    expect(asked).toEqual(['DE000000000', 'FR00000000000', 'FR00000000000']);
  });

  it('one request for callers of one instance asking at the same time', async () => {
    const { a, asked } = instances(Date.now);
    await Promise.all([a('NL000000000B01'), a('NL000000000B01'), a('NL000000000B01')]);
    expect(asked).toEqual(['NL000000000B01']);
  });

  it('the hourly clean-up deletes answers older than a day, and only those', async () => {
    const store = dbViesStore(handle.db);
    const now = new Date();
    const answer = { valid: true, name: 'Alt GmbH', address: null };
    await store.put(key('old'), answer, new Date(now.getTime() - VIES_CACHE_TTL_MS - 1000));
    await store.put(key('new'), answer, new Date(now.getTime() - 1000));
    await purgeOldViesAnswers(handle.db, now);
    const left = await handle.db
      .select({ key: viesAnswers.key })
      .from(viesAnswers)
      .where(like(viesAnswers.key, `${prefix} %`));
    expect(left.map((r) => r.key)).toContain(key('new'));
    expect(left.map((r) => r.key)).not.toContain(key('old'));
  });
});
