import { type SQL, and, or, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { likeContains, prefixTsQuery } from './fulltext-terms';
import type { AnalyzedTerm, SearchForm } from './german/analyze-query';
import { codesOfGroups, occupationGroups } from './occupations/query-occupations';
import { isPhrase, SEARCH_TABLE_SITE_WORDS, siteWordsMatch, wordsOf } from './site-words-sql';

/**
 * Weights of the search vector's parts for ranking, in ts_rank's order D, C, B, A: the contact and closing
 * part of a description (D) next to nothing, the description's body (C) well below the title's word parts
 * and the skills (B), the title (A) highest.
 */
const RANK_WEIGHTS = '{0.01, 0.1, 0.4, 1.0}';
/** Where a word may be found: everywhere but the contact and closing part ("Ihr Ansprechpartner: Herr Koch"). */
const MATCH_WEIGHTS = 'ABC';

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The title in lower case, for LIKE: a substring test costs a fraction of a case-insensitive regular expression. */
const lowerTitle = sql`lower(${jobs.title})`;

/**
 * Whether the title holds one of several forms (for ranking): a part anywhere, a whole form between word bounds
 * (the regular expression only where the substring is there), a compound's parts each somewhere.
 */
function titleHas(forms: readonly SearchForm[]): SQL {
  const holds = (text: string) => sql`${lowerTitle} like ${likeContains(text.toLowerCase())}`;
  return or(
    ...forms.map((f) => {
      if (f.match === 'parts') return and(...wordsOf(f.text).map(holds));
      if (f.match === 'whole') return sql`(${holds(f.text)} and ${jobs.title} ~* ${`\\m${escapeRegex(f.text)}\\M`})`;
      return holds(f.text);
    }),
  ) as SQL;
}

/** LIKE patterns "%text%" of lower-case texts as a PostgreSQL array literal, for `like any`. */
const likeAnyArray = (texts: readonly string[]) =>
  `{${[...new Set(texts)].map((t) => `"${likeContains(t).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * Every substring `titleHas` tests, in lower case, without those that contain another ("full time" holds "full
 * tim"): a title holding none of them holds none of the forms, and each text costs the trigram index a scan.
 */
function titleTexts(forms: readonly SearchForm[]): string[] {
  const texts = [
    ...new Set(forms.flatMap((f) => (f.match === 'parts' ? wordsOf(f.text) : [f.text])).map((t) => t.toLowerCase())),
  ];
  return texts.filter((t) => !texts.some((other) => other !== t && t.includes(other)));
}

/**
 * Whether the title may hold one of the texts: one `like any`. Most of a common word's jobs hold it only in the
 * description, and one lower-casing with one test costs a third of a test per form (docs/architecture.md, "The
 * search table"); the search table's trigram index (migration 0037) answers the same test for a whole site.
 */
const titleMayHave = (texts: readonly string[]) => sql`${lowerTitle} like any (${likeAnyArray(texts)}::text[])`;

/** A trigram index finds a LIKE's rows only through runs of three letters or digits ("it" alone has none). */
const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

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

/**
 * The full-text part of a search: which jobs match, how well their titles and occupations do (`titleScore`:
 * 0 for a job found only in its description or skills), and the rest of the rank: how many words matched
 * (`found`, in `any` mode) and `ts_rank` (`textRank`, which reads the job's title, skills and full vector only).
 * A job's relevance is their sum. `holders`, for words that name no occupation and whose title texts the trigram
 * index can find, is the condition on the search table of the site's jobs whose titles may hold a word — every job
 * with a title score above 0 among them (docs/architecture.md, "What is left at a million"); `titleScore(gate)` is
 * the score behind a test that holds for every such job (each word's own title test without one).
 */
export type FulltextPart = {
  where: SQL | undefined;
  holders: SQL | undefined;
  titleScore: (gate?: SQL) => SQL<number>;
  found: SQL<number>;
  textRank: SQL<number>;
};

/** How the words of a query combine: every word (AND), or any word, ranked by how many match (OR). */
export type TextMode = 'all' | 'any';

/** The tsquery text of a term for the full vector: any of its forms. */
const termQuery = (term: AnalyzedTerm) =>
  [...new Set(term.forms.map(formQuery).filter((q): q is string => q !== null))].join(' | ');

/**
 * The job's full search vector: the search reads the search table under the name `jobs`, which has no vector;
 * the few rows that need it (a phrase's word order, ts_rank) take it from the jobs table by id, named with its
 * schema because inside the search statement the name `jobs` means its own rows (a subquery, which costs half
 * of a SQL function's call: docs/architecture.md, "What is left at a million").
 */
const fullVector = sql`(select v.search_vector from public.jobs as v where v.id = ${jobs.id})`;

const onFullVector = (query: string) => sql`${fullVector} @@ to_tsquery('simple', ${query})`;

/** The search table's words of the site (site-words-sql.ts). */
const siteWords = (forms: readonly SearchForm[], regionId: string, groups: readonly string[] = []) =>
  siteWordsMatch(forms, regionId, groups, SEARCH_TABLE_SITE_WORDS);

/** A list of KldB codes or groups as a PostgreSQL array literal (digits only, so nothing needs quoting). */
const codeArray = (codes: readonly string[]) => `{${codes.filter((c) => /^\d+$/.test(c)).join(',')}}`;

/**
 * How much a job's occupation counts for a term naming occupations: the very occupation (group and
 * requirement level, "Lagerhelfer" → 51311) 3, another of its group (a "Fachlagerist", 51312, or of the
 * wider group a widened search asks for) 2.
 */
function occupationRank(codes: readonly string[]): SQL {
  return sql`(case when ${jobs.occupationCodes} && ${codeArray(codes)}::text[] then 3
    when ${jobs.occupationCodes} && ${codeArray(codesOfGroups(codes))}::text[] then 2 else 0 end)`;
}

/** Every letter run of every form, as LIKE patterns: is any of the words in a text? */
const anyWordLike = (terms: readonly AnalyzedTerm[]) =>
  likeAnyArray(terms.flatMap((t) => t.forms.flatMap((f) => wordsOf(f.text.toLowerCase()))));

/**
 * The full-text condition and rank of analyzed terms. A word matches when any of its forms does
 * (server/search/german/); its forms are one query of the site's words (site-words-sql.ts), so the GIN
 * index alone finds the jobs. The site's words keep no order: a word made only of phrases ("duales studium")
 * is checked on the full vector; a phrase among other forms (the synonym "full time" of "Vollzeit") counts
 * with its words anywhere, as checking it would read the vector of every job the other forms find. Ranked by where: the
 * typed word in the title first, another form in the title next, a compound's parts in the title after that;
 * in `any` mode the number of words found counts before all of that. `ts_rank` over the full vector (how
 * often and where, the skills too) refines jobs that hold a word in the title or the skills; a job that holds
 * it only in the description's body ranks 0 there — reading every such job's vector would cost most of a
 * common word's search (docs/architecture.md, "A million jobs").
 */
export function fulltextSql(terms: AnalyzedTerm[], mode: TextMode, regionId: string): FulltextPart {
  const live = terms.filter((term) => termQuery(term) !== '');
  if (live.length === 0)
    return {
      where: undefined,
      holders: undefined,
      titleScore: () => sql<number>`0`,
      found: sql<number>`0`,
      textRank: sql<number>`0`,
    };
  const groupsOf = (term: AnalyzedTerm) => occupationGroups(term.occupations ?? []);
  // A phrase is checked in order on the full vector; a job of the term's occupation needs no such check.
  const matched = live.map((term) =>
    term.occupations?.length
      ? siteWords(term.forms, regionId, groupsOf(term))
      : and(siteWords(term.forms, regionId), term.forms.every(isPhrase) ? onFullVector(termQuery(term)) : undefined),
  );
  // The levels behind a gate, the term's own texts unless given: a title failing every level's substring scores 0
  // (titleHas implies titleMayHave).
  const titleRank = (gate?: SQL) =>
    live.map((term) => {
      const levels = titleLevels(term.forms)
        .filter(([forms]) => forms.length > 0)
        .map(([forms, score]) => sql`when ${titleHas(forms)} then ${sql.raw(String(score))}`);
      const inTitle = sql`(case when ${gate ?? titleMayHave(titleTexts(term.forms))} then (case ${sql.join(levels, sql` `)} else 0 end) else 0 end)`;
      return term.occupations?.length ? sql`(${inTitle} + ${occupationRank(term.occupations)})` : inTitle;
    });
  const texts = titleTexts(live.flatMap((term) => term.forms));
  // A word naming an occupation finds that occupation's few hundred jobs of a site: its title texts (synonyms,
  // often a dozen) would cost the trigram index more than testing those jobs' titles (docs/architecture.md, "What
  // is left at a million").
  const holders =
    texts.every(hasTrigram) && !live.some((term) => term.occupations?.length)
      ? sql`${jobs.regionId} = ${regionId} and ${titleMayHave(texts)}`
      : undefined;
  const typedQuery = live
    .map((t) => formQuery({ text: t.typed, match: 'part' }))
    .filter(Boolean)
    .join(' | ');
  const foundTerm = (term: AnalyzedTerm) =>
    term.occupations?.length
      ? sql`(${onFullVector(termQuery(term))} or ${siteWords([], regionId, groupsOf(term))})::int`
      : sql`(${onFullVector(termQuery(term))})::int`;
  const found = mode === 'any' ? sql<number>`(10 * (${sql.join(live.map(foundTerm), sql` + `)}))` : sql<number>`0`;
  const inTitleOrSkills = sql`lower(coalesce(${jobs.title}, '') || ' ' || coalesce(${jobs.skillsFree}, '')) like any (${anyWordLike(live)}::text[])`;
  const textRank = sql`case when ${inTitleOrSkills} then ts_rank(${RANK_WEIGHTS}::float4[], ${fullVector}, to_tsquery('simple', ${typedQuery})) else 0 end`;
  return {
    where: mode === 'all' ? and(...matched) : or(...matched),
    holders,
    titleScore: (gate) => sql<number>`(${sql.join(titleRank(gate), sql` + `)})`,
    found,
    textRank: sql<number>`(${textRank})`,
  };
}
