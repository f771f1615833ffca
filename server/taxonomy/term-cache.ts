import { taxonomyTerms } from '../db/schema';
import type { Db } from '../db/client';

import type { Vocabulary } from '../db/schema';
import { onCacheChange } from '../caches/cache-changes';

export type CachedTerm = {
  tid: number;
  vocabulary: Vocabulary;
  label: string;
  weight: number;
  aliases: Record<string, string>;
};

/**
 * Labels change rarely (an editor renames a term); every instance forgets the table when the database announces a
 * change (server/caches/cache-changes.ts), and after a minute in any case. A new term reloads at once.
 */
const MAX_AGE_MS = 60_000;

/** `absent`: tids asked for that a fresh read did not find either (a deleted term), so they cause no more reads. */
type Entry = { at: number; terms: Promise<Map<number, CachedTerm>>; absent: Set<number> };
let cache = new WeakMap<Db, Entry>();
onCacheChange('terms', () => {
  cache = new WeakMap();
});

function load(db: Db): Entry {
  const terms = db
    .select({
      tid: taxonomyTerms.tid,
      vocabulary: taxonomyTerms.vocabulary,
      label: taxonomyTerms.label,
      weight: taxonomyTerms.weight,
      aliases: taxonomyTerms.pathAliases,
    })
    .from(taxonomyTerms)
    .then((rows) => new Map(rows.map((row) => [row.tid, row])));
  const entry = { at: Date.now(), terms, absent: new Set<number>() };
  cache.set(db, entry);
  terms.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry;
}

/**
 * Taxonomy terms by tid, from a table held in memory per database: every search result and facet list
 * needs labels of a few dozen terms, and two lookups per search were a third of its queries. Read again
 * after a minute, or at once when a tid is not in the table (a term added since); the whole table is
 * returned, callers pick their tids.
 */
export async function termsByTid(db: Db, tids: Iterable<number>): Promise<Map<number, CachedTerm>> {
  const cached = cache.get(db);
  let entry = cached && Date.now() - cached.at <= MAX_AGE_MS ? cached : load(db);
  let terms = await entry.terms;
  const { absent } = entry;
  const unknown = [...tids].filter((tid) => !terms.has(tid) && !absent.has(tid));
  if (unknown.length > 0) {
    const current = cache.get(db);
    entry = current && current !== entry ? current : load(db);
    terms = await entry.terms;
    for (const tid of unknown) if (!terms.has(tid)) entry.absent.add(tid);
  }
  return terms;
}
