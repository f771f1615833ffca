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
 * Splits what a job seeker typed into search words: letters and digits only (so nothing reaches the
 * query parser as syntax), lower case, the gender marker "(m/w/d)", stopwords and one-letter leftovers
 * dropped, duplicates removed, at most 8 words.
 */
export function fulltextTerms(keys: string): string[] {
  const cleaned = keys
    .toLowerCase()
    .replace(/\((?:m|w|d|f|x|div)(?:\s*\/\s*(?:m|w|d|f|x|div))+\)/g, ' ')
    .normalize('NFC');
  const words = cleaned.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2 && !STOPWORDS.has(w));
  return [...new Set(words)].slice(0, 8);
}

/** A word as a prefix query of PostgreSQL's `to_tsquery` ("pflege" → "pflege:*"); only letters and digits reach it. */
export function prefixTsQuery(term: string): string {
  return `${term.replace(/[^\p{L}\p{N}]/gu, '')}:*`;
}

/** A word for ILIKE '%…%': the pattern characters escaped. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
