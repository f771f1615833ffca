import { type SQL, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { SearchForm } from './german/analyze-query';

/** The letters and digits runs of a text: what both tsquery texts are built from. */
export const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A lexeme of the site's words, quoted for tsquery input: "franken~vollzeit" (migration 0023). */
function siteLexeme(regionId: string, word: string): string {
  return `'${`${regionId}~${word.toLowerCase()}`.replace(/['\\]/g, '\\$&')}'`;
}

/**
 * A form as a query of the site's words: a part as a word start, a whole form as the word, a compound's parts
 * each as a word start. The site's words keep no positions, so a phrase asks for its words anywhere: a wider
 * set, narrowed by `needsPhraseCheck` on the full vector.
 */
export function siteFormQuery(form: SearchForm, regionId: string): string | null {
  const words = wordsOf(form.text);
  if (words.length === 0) return null;
  const lexeme = (w: string) => siteLexeme(regionId, w);
  if (form.match === 'parts') return `(${words.map((w) => `${lexeme(w)}:*`).join(' & ')})`;
  if (words.length > 1) return `(${words.map(lexeme).join(' & ')})`;
  return form.match === 'whole' ? lexeme(words[0]) : `${lexeme(words[0])}:*`;
}

/** A phrase form ("duales studium"): the site's words find its words, only the full vector their order. */
export const isPhrase = (form: SearchForm) => form.match !== 'parts' && wordsOf(form.text).length > 1;

/** A four-digit KldB group as a query of the site's words: any of its occupations ("franken~kldb7221":*). */
export const siteGroupQuery = (group: string, regionId: string) => `${siteLexeme(regionId, `kldb${group}`)}:*`;

/** A job's site's words: the expression jobs_site_words_idx indexes on `jobs`. */
const JOB_SITE_WORDS = sql`job_site_words(${jobs.regionId}, ${jobs.searchVector}, ${jobs.occupationCodes})`;

/**
 * The same words on the search table, read under the name `jobs` (job_search_site_words_idx; docs/architecture.md,
 * "The search table").
 */
export const SEARCH_TABLE_SITE_WORDS = sql`${jobs}.${sql.identifier('site_words')}`;

/**
 * The condition "one of these forms, or a job of one of these occupation groups, is among the site's words"
 * — on the expression of jobs_site_words_idx or the search table's column, so a GIN index answers it alone (docs/architecture.md, "A
 * million jobs").
 */
export function siteWordsMatch(
  forms: readonly SearchForm[],
  regionId: string,
  groups: readonly string[] = [],
  words: SQL = JOB_SITE_WORDS,
): SQL | undefined {
  const queries = [
    ...forms.map((f) => siteFormQuery(f, regionId)).filter((q): q is string => q !== null),
    ...groups.map((g) => siteGroupQuery(g, regionId)),
  ];
  const query = [...new Set(queries)].join(' | ');
  return query ? sql`${words} @@ ${query}::tsquery` : undefined;
}
