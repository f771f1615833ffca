import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobTitleWords } from '../db/schema';
import { onCacheChange } from '../caches/cache-changes';

/**
 * The words of published job titles change slowly; a lexicon ten minutes old still knows them. When the database
 * announces a change (server/caches/cache-changes.ts), the next search renews it, on every instance.
 */
const MAX_AGE_MS = 10 * 60_000;

type Entry = { at: number; words: Promise<string[]> };
const cache = new WeakMap<Db, Entry>();
/** Set when the words changed: each database's lexicon is renewed once at its next use. */
let changedAt = 0;
onCacheChange('title_words', () => {
  changedAt = Date.now();
});

async function load(db: Db): Promise<string[]> {
  const result = await db.execute<{ word: string }>(
    sql`select ${jobTitleWords.word} as word from ${jobTitleWords} where ${jobTitleWords.jobs} > 0 order by 1`,
  );
  return result.rows.map((r) => r.word);
}

/** Reads the lexicon for `db` and keeps the reading as its entry (forgotten if it fails). */
function read(db: Db): Promise<string[]> {
  const fresh = { at: Date.now(), words: load(db) };
  cache.set(db, fresh);
  fresh.words.catch(() => cache.delete(db));
  return fresh.words;
}

/**
 * Every word of published job titles (at least 4 letters; kept in job_title_words by the database), for typo
 * correction. Read once per process and database; read again by the first search after the words changed; renewed
 * in the background when older than ten minutes, so searches never wait for it otherwise.
 */
export function titleLexicon(db: Db): Promise<string[]> {
  const entry = cache.get(db);
  if (!entry || entry.at < changedAt) return read(db);
  if (Date.now() - entry.at > MAX_AGE_MS) {
    const next = load(db);
    next.then((words) => cache.set(db, { at: Date.now(), words: Promise.resolve(words) })).catch(() => undefined);
    entry.at = Date.now();
  }
  return entry.words;
}
