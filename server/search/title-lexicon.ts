import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The words of published job titles change slowly; a lexicon ten minutes old still knows them. */
const MAX_AGE_MS = 10 * 60_000;

type Entry = { at: number; words: Promise<string[]> };
const cache = new WeakMap<Db, Entry>();

async function load(db: Db): Promise<string[]> {
  const result = await db.execute<{ word: string }>(sql`
    select distinct word from (
      select regexp_split_to_table(lower(title), '[^a-zäöüß]+') as word from jobs where state = 'published'
    ) words where length(word) >= 4 order by word`);
  return result.rows.map((r) => r.word);
}

/**
 * Every word of published job titles (at least 4 letters), for typo correction. Read once per process and
 * database, then renewed in the background when older than ten minutes, so searches never wait for it
 * after the first.
 */
export function titleLexicon(db: Db): Promise<string[]> {
  const entry = cache.get(db);
  if (!entry) {
    const fresh = { at: Date.now(), words: load(db) };
    cache.set(db, fresh);
    fresh.words.catch(() => cache.delete(db));
    return fresh.words;
  }
  if (Date.now() - entry.at > MAX_AGE_MS) {
    const next = load(db);
    next.then((words) => cache.set(db, { at: Date.now(), words: Promise.resolve(words) })).catch(() => undefined);
    entry.at = Date.now();
  }
  return entry.words;
}
