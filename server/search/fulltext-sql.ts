import { type SQL, and, or, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { prefixTsQuery } from './fulltext-terms';
import type { AnalyzedTerm, SearchForm } from './german/analyze-query';

/**
 * Weights of the search vector's parts for ranking, in ts_rank's order D, C, B, A: the contact and closing
 * part of a description (D) next to nothing, the description's body (C) well below the title's word parts
 * and the skills (B), the title (A) highest.
 */
const RANK_WEIGHTS = '{0.01, 0.1, 0.4, 1.0}';
/** Where a word may be found: everywhere but the contact and closing part ("Ihr Ansprechpartner: Herr Koch"). */
const MATCH_WEIGHTS = 'ABC';

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * One case-insensitive regular expression for the title over several forms (for ranking): parts anywhere,
 * whole forms between word bounds, a compound's parts each somewhere (lookaheads).
 */
function titlePattern(forms: readonly SearchForm[]): string {
  return forms
    .map((f) => {
      if (f.match === 'parts')
        return `^${wordsOf(f.text)
          .map((w) => `(?=.*${escapeRegex(w)})`)
          .join('')}`;
      return f.match === 'whole' ? `\\m${escapeRegex(f.text)}\\M` : escapeRegex(f.text);
    })
    .join('|');
}

/**
 * A form as tsquery text: a part as a word start ("pflege:*", which also meets the title word parts the
 * search vector holds, so "Altenpflegerin" is found), a whole form as the exact word, a phrase as words in
 * a row, a compound's parts each as a word start. Only letters and digits reach the query parser.
 */
export function formQuery(form: SearchForm): string | null {
  const words = wordsOf(form.text);
  if (words.length === 0) return null;
  if (form.match === 'parts') return `(${words.map((w) => prefixTsQuery(w) + MATCH_WEIGHTS).join(' & ')})`;
  if (words.length > 1) return `(${words.map((w) => w + ':' + MATCH_WEIGHTS).join(' <-> ')})`;
  return form.match === 'whole' ? `${words[0]}:${MATCH_WEIGHTS}` : prefixTsQuery(words[0]) + MATCH_WEIGHTS;
}

/**
 * The forms of a term by how much a title holding them counts: the typed word 3, its other forms and
 * synonyms 2, all parts of the typed compound 1.5, a shorter compound it ends with ("pflegehelfer" for
 * "altenpflegehelfer") 1.
 */
function titleLevels(forms: readonly SearchForm[]): Array<[SearchForm[], number]> {
  const rest = forms.slice(1);
  const compound = (f: SearchForm) => f.match === 'parts' && f.text.includes(' ');
  return [
    [forms.slice(0, 1), 3],
    [rest.filter((f) => f.match !== 'parts'), 2],
    [rest.filter(compound), 1.5],
    [rest.filter((f) => f.match === 'parts' && !compound(f)), 1],
  ];
}

/** How the words of a query combine: every word (AND), or any word, ranked by how many match (OR). */
export type TextMode = 'all' | 'any';

/**
 * The full-text condition and rank of analyzed terms. A word matches when any of its forms does
 * (server/search/german/); all forms of a word are one tsquery against the search vector, so the GIN index
 * picks the candidates. Ranked by where: the typed word in the title first, another form in the title
 * next, a compound's parts in the title after that, the body of the description last; in `any` mode the
 * number of words found counts before all of that.
 */
export function fulltextSql(terms: AnalyzedTerm[], mode: TextMode): { where: SQL | undefined; rank: SQL<number> } {
  const matched = terms
    .map((term) => [...new Set(term.forms.map(formQuery).filter((q): q is string => q !== null))].join(' | '))
    .filter(Boolean)
    .map((query) => sql`${jobs.searchVector} @@ to_tsquery('simple', ${query})`);
  if (matched.length === 0) return { where: undefined, rank: sql<number>`0` };
  const titleRank = terms.map((term) => {
    const levels = titleLevels(term.forms)
      .filter(([forms]) => forms.length > 0)
      .map(([forms, score]) => sql`when ${jobs.title} ~* ${titlePattern(forms)} then ${sql.raw(String(score))}`);
    return sql`(case ${sql.join(levels, sql` `)} else 0 end)`;
  });
  const typedQuery = terms
    .map((t) => formQuery({ text: t.typed, match: 'part' }))
    .filter(Boolean)
    .join(' | ');
  const found =
    mode === 'any'
      ? sql`10 * (${sql.join(
          matched.map((m) => sql`(${m})::int`),
          sql` + `,
        )}) + `
      : sql``;
  return {
    where: mode === 'all' ? and(...matched) : or(...matched),
    rank: sql<number>`(${found}${sql.join(titleRank, sql` + `)} + ts_rank(${RANK_WEIGHTS}::float4[], ${jobs.searchVector}, to_tsquery('simple', ${typedQuery})))`,
  };
}
