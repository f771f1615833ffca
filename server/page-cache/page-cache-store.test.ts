import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packBody } from './packed-body';
import { LONGEST_RENDER_MS, PageCacheStore, type CachedPage } from './page-cache-store';

/** A page of about `size` bytes in the budget: random bytes do not compress. */
function page(tags: string[], size = 100, body: Buffer = randomBytes(size)): Omit<CachedPage, 'storedAt'> {
  return { status: 200, headers: [], body: packBody(body, [], 0), nonce: null, tags, onHit: [] };
}

function storeAt(clock: { now: number }, maxBytes = 10_000, maxAgeMs = 60_000) {
  return new PageCacheStore({ maxBytes, maxAgeMs }, () => clock.now);
}

describe('PageCacheStore', () => {
  it('serves a stored page until it is older than the maximum age', () => {
    const clock = { now: 0 };
    const store = storeAt(clock);
    store.put('a /jobs', page(['jobs:franken']), store.mark());
    clock.now = 60_000;
    expect(store.get('a /jobs')).not.toBeNull();
    clock.now = 60_001;
    expect(store.get('a /jobs')).toBeNull();
    expect(store.stats()).toMatchObject({ hits: 1, misses: 1, pages: 0, bytes: 0 });
  });

  it.each([
    { purged: ['jobs:franken'], gone: ['a /jobs', 'a /'], kept: ['a /job/1', 'b /jobs'] },
    { purged: ['job:1'], gone: ['a /job/1'], kept: ['a /jobs', 'a /', 'b /jobs'] },
    { purged: ['organization:9'], gone: ['a /job/1'], kept: ['a /jobs'] },
    { purged: ['jobs:berlin'], gone: ['b /jobs'], kept: ['a /jobs', 'a /job/1'] },
    { purged: ['nothing'], gone: [], kept: ['a /jobs', 'a /', 'a /job/1', 'b /jobs'] },
  ])('a purge of $purged drops exactly the pages tagged with it', ({ purged, gone, kept }) => {
    const store = storeAt({ now: 0 });
    const mark = store.mark();
    store.put('a /jobs', page(['jobs:franken']), mark);
    store.put('a /', page(['jobs:franken', 'organizations:franken']), mark);
    store.put('a /job/1', page(['job:1', 'organization:9']), mark);
    store.put('b /jobs', page(['jobs:berlin']), mark);
    store.purge(purged);
    for (const key of gone) expect(store.get(key), key).toBeNull();
    for (const key of kept) expect(store.get(key), key).not.toBeNull();
  });

  it('does not store a render that started before a purge of one of its tags (it may have read the old data)', () => {
    const store = storeAt({ now: 0 });
    const before = store.mark();
    store.purge(['job:1']);
    expect(store.put('a /job/1', page(['job:1']), before)).toBe(false);
    expect(store.put('a /jobs', page(['jobs:franken']), before)).toBe(true);
    expect(store.put('a /job/1', page(['job:1']), store.mark())).toBe(true);
  });

  it('does not store a render that took longer than the purges are remembered', () => {
    const clock = { now: 0 };
    const store = storeAt(clock);
    const mark = store.mark();
    clock.now = LONGEST_RENDER_MS + 1;
    expect(store.put('a /jobs', page([]), mark)).toBe(false);
  });

  it('keeps within its byte budget by dropping the least recently used pages', () => {
    const store = storeAt({ now: 0 }, 1000);
    const mark = store.mark();
    store.put('k1', page([], 200), mark);
    store.put('k2', page([], 200), mark);
    store.put('k3', page([], 200), mark);
    store.get('k1');
    store.put('k4', page([], 200), mark);
    store.put('k5', page([], 200), mark);
    expect(store.get('k2')).toBeNull();
    expect(store.get('k1')).not.toBeNull();
    expect(store.stats().bytes).toBeLessThanOrEqual(1000);
    // A page larger than a quarter of the budget is never stored.
    expect(store.put('big', page([], 300), mark)).toBe(false);
  });

  it('counts a page at its compressed size in the byte budget', () => {
    const store = storeAt({ now: 0 }, 40_000);
    const html = Buffer.from(`<p>Stellenangebote in Franken</p>`.repeat(3_000));
    expect(store.put('a /jobs', page([], 0, html), store.mark())).toBe(true);
    expect(store.stats().bytes).toBeLessThan(html.length / 20);
  });

  it('clear drops every page and refuses renders under way', () => {
    const store = storeAt({ now: 0 });
    const mark = store.mark();
    store.put('a /jobs', page(['jobs:franken']), mark);
    store.clear();
    expect(store.get('a /jobs')).toBeNull();
    expect(store.put('a /jobs', page(['jobs:franken']), mark)).toBe(false);
  });
});
