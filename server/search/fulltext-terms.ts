/** Words that say nothing about a job: searched for, they would only match by accident. */
const STOPWORDS = new Set([
  'und',
  'oder',
  'in',
  'im',
  'am',
  'an',
  'bei',
  'für',
  'fuer',
  'mit',
  'ohne',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einen',
  'einer',
  'als',
  'zu',
  'zum',
  'zur',
  'von',
  'vom',
  'auf',
  'aus',
  'nach',
  'job',
  'jobs',
  'stelle',
  'stellen',
  'stellenangebot',
  'stellenangebote',
  'gesucht',
  'mwd',
  'wmd',
]);

/**
 * What a job seeker typed as words in order: letters and digits only (so nothing reaches the query parser
 * as syntax), lower case, the gender marker "(m/w/d)" dropped. Stop words stay, so that phrases such as
 * "Kaufmann im Einzelhandel" can still be recognised (server/search/german/synonym-index.ts).
 */
export function queryWords(keys: string): string[] {
  const cleaned = keys
    .toLowerCase()
    .replace(/\((?:m|w|d|f|x|div)(?:\s*\/\s*(?:m|w|d|f|x|div))+\)/g, ' ')
    .normalize('NFC');
  return cleaned.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A word worth searching for on its own: two letters or more, not a stop word. */
export const isSearchWord = (word: string): boolean => word.length >= 2 && !STOPWORDS.has(word);

/** At most this many search words of one query. */
export const MAX_SEARCH_TERMS = 8;

/** The search words of what a job seeker typed: stop words and one-letter leftovers dropped, each once, at most 8. */
export function fulltextTerms(keys: string): string[] {
  return [...new Set(queryWords(keys).filter(isSearchWord))].slice(0, MAX_SEARCH_TERMS);
}

/** A word as a prefix query of PostgreSQL's `to_tsquery` ("pflege" → "pflege:*"); only letters and digits reach it. */
export function prefixTsQuery(term: string): string {
  return `${term.replace(/[^\p{L}\p{N}]/gu, '')}:*`;
}

/** A word for ILIKE '%…%': the pattern characters escaped. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
