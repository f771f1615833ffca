import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobTitleWords } from '../db/schema';

/** The words of published job titles change slowly; a lexicon ten minutes old still knows them. */
const MAX_AGE_MS = 10 * 60_000;

type Entry = { at: number; words: Promise<string[]> };
const cache = new WeakMap<Db, Entry>();

async function load(db: Db): Promise<string[]> {
  const result = await db.execute<{ word: string }>(
    sql`select ${jobTitleWords.word} as word from ${jobTitleWords} where ${jobTitleWords.jobs} > 0 order by 1`,
  );
  return result.rows.map((r) => r.word);
}

/**
 * Every word of published job titles (at least 4 letters; kept in job_title_words by the database), for typo
 * correction. Read once per process and database, then renewed in the background when older than ten minutes,
 * so searches never wait for it after the first.
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
