import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { openJobs } from '../jobs/open-jobs';
import { termsByTid } from '../taxonomy/term-cache';
import { likeContains, queryWords } from './fulltext-terms';
import { siteWordsMatch } from './site-words-sql';

/** The bounds of one suggestion request: a prefix this long at least, and at most this many titles. */
export const TITLE_SUGGESTION_LIMITS = { minPrefix: 2, maxPrefix: 60, maxWords: 4, maxResults: 8 } as const;

/** The gender marker and what surrounds it, taken out of suggested titles ("Koch (m/w/d)" → "Koch"). */
const GENDER_MARKER = '\\s*\\((m|w|d|f|x|div)(\\s*/\\s*(m|w|d|f|x|div))+\\)';

/**
 * Job titles for what a seeker has typed so far: every typed word starts a word of the title or one of its
 * word parts ("pfle" → "Altenpflegerin"), found through the index of the site's words (site-words-sql.ts)
 * and held by the title. The open jobs' titles without the gender marker, most frequent first, then the
 * occupational fields whose name holds the words (from the term table in memory).
 */
export async function suggestJobTitles(
  db: Db,
  { regionId, prefix, limit, now }: { regionId: string; prefix: string; limit: number; now: Date },
): Promise<string[]> {
  const words = queryWords(prefix).slice(0, TITLE_SUGGESTION_LIMITS.maxWords);
  if (words.join('').length < TITLE_SUGGESTION_LIMITS.minPrefix) return [];
  const title = sql`trim(regexp_replace(${jobs.title}, ${GENDER_MARKER}, '', 'gi'))`;
  const result = await db.execute<{ title: string }>(sql`
    select ${title} as title from ${jobs}
    where ${and(eq(jobs.regionId, regionId), openJobs(now))}
      and ${siteWordsMatch([{ text: words.join(' '), match: 'parts' }], regionId)}
      and ${sql.join(
        words.map((w) => sql`${jobs.title} ilike ${likeContains(w)}`),
        sql` and `,
      )}
    group by 1 order by count(*) desc, 1 limit ${limit}`);
  const titles = result.rows.map((r) => r.title).filter(Boolean);
  if (titles.length >= limit) return titles;
  const terms = await termsByTid(db, []);
  const fields = [...terms.values()]
    .filter((t) => t.vocabulary === 'occupational_field' && words.every((w) => t.label.toLowerCase().includes(w)))
    .map((t) => t.label)
    .sort((a, b) => a.localeCompare(b, 'de'));
  return [...new Set([...titles, ...fields])].slice(0, limit);
}
