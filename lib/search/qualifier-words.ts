import { type JobSearchState, type ListingFacet, MAX_FILTER_VALUES } from './job-search-state';
import type { TermLookup } from './term-lookup';
import { foldGermanLetters } from '@/lib/contract';

/**
 * Qualifier words: what a job seeker types to say how a job should be, not which job it is ("Pflege
 * Teilzeit", "Homeoffice Buchhaltung"). As search words they would be required in the ad's text; the
 * listing turns them into the facet filters they mean instead (docs/product-decisions.md, "Qualifier words
 * are filters"). Decisions on which words and why: that section. Pure; the data gate resolves the aliases
 * (lib/data/taxonomy.ts) and the proxy redirects to the result (lib/data/app-page-status.ts).
 */

/** A facet value a qualifier means: a term's path alias (resolved on the site's terms), or a value as is. */
type Meaning =
  | { field: 'employment_type' | 'remote_options' | 'degree_level'; aliases: readonly string[] }
  | { field: 'years_of_experience'; values: readonly string[] };

/** Minijob wage ceilings people write into the word ("520-Euro-Job", "auf 538-€-Basis"), past and present. */
const MINIJOB_WAGES = ['450', '520', '538', '556', '603'];

/**
 * The words and phrases, written as people write them; hyphens, spaces, case and umlaut spellings do not
 * count (`wordKey`), so "Home-Office", "Home Office" and "homeoffice" are one entry. Only whole words match:
 * "Ausbildungsleiter" or "unbefristet" is no qualifier.
 */
const QUALIFIERS: ReadonlyArray<{ meaning: Meaning; words: readonly string[] }> = [
  {
    meaning: { field: 'employment_type', aliases: ['vollzeit'] },
    words: ['Vollzeit', 'Vollzeitjob', 'Vollzeitjobs', 'Vollzeitstelle', 'Vollzeitstellen', 'Vollzeitkraft'],
  },
  {
    meaning: { field: 'employment_type', aliases: ['teilzeit'] },
    words: [
      ...['Teilzeit', 'Teilzeitjob', 'Teilzeitjobs', 'Teilzeitstelle', 'Teilzeitstellen', 'Teilzeitkraft'],
      ...['Teilzeitkräfte', 'Halbtags', 'Halbtagsjob', 'Halbtagsstelle', 'Part-Time'],
    ],
  },
  {
    meaning: { field: 'employment_type', aliases: ['minijob'] },
    words: [
      ...['Minijob', 'Minijobs', 'Minijobber', 'Minijobberin', 'Minijobbasis', 'auf Minijobbasis'],
      ...['geringfügige Beschäftigung', 'geringfügig beschäftigt'],
      ...MINIJOB_WAGES.flatMap((n) => [
        `${n}-Euro-Job`,
        `${n}-Euro-Jobs`,
        `${n}-€-Job`,
        `${n}-Euro-Basis`,
        `auf ${n}-Euro-Basis`,
      ]),
    ],
  },
  {
    meaning: { field: 'employment_type', aliases: ['ausbildung'] },
    words: [
      ...['Ausbildung', 'Ausbildungen', 'Ausbildungsplatz', 'Ausbildungsplätze', 'Ausbildungsstelle'],
      ...['Ausbildungsstellen', 'Azubi', 'Azubis', 'Lehrstelle', 'Lehrstellen', 'Lehrling', 'Lehrlinge'],
      ...['Auszubildende', 'Auszubildender', 'Auszubildenden'],
    ],
  },
  {
    meaning: { field: 'employment_type', aliases: ['praktikum'] },
    words: [
      ...['Praktikum', 'Praktika', 'Praktikumsplatz', 'Praktikumsplätze', 'Praktikumsstelle', 'Pflichtpraktikum'],
      ...['Praktikant', 'Praktikantin', 'Praktikanten', 'Praktikantinnen', 'Praxissemester', 'Internship'],
    ],
  },
  {
    meaning: { field: 'employment_type', aliases: ['werkstudent'] },
    words: [
      ...['Werkstudent', 'Werkstudentin', 'Werkstudenten', 'Werkstudentinnen', 'Werkstudentenjob'],
      ...['Werkstudentenjobs', 'Werkstudentenstelle', 'Working Student'],
    ],
  },
  {
    meaning: { field: 'employment_type', aliases: ['befristet'] },
    words: ['befristet', 'befristete', 'befristeter', 'befristetes', 'befristeten', 'befristete Stelle'],
  },
  {
    meaning: { field: 'employment_type', aliases: ['freiberuflich'] },
    words: [
      ...['freiberuflich', 'freiberufliche', 'freiberuflicher', 'Freiberufler', 'Freiberuflerin'],
      ...['Freiberuflerinnen', 'Freelancer', 'Freelancerin', 'Freelance', 'freie Mitarbeit'],
      ...['freier Mitarbeiter', 'freie Mitarbeiterin', 'auf Honorarbasis', 'Honorarbasis'],
    ],
  },
  {
    // Home office in an ad mostly means some days a week: hybrid jobs too (docs/product-decisions.md,
    // "Qualifier words are filters").
    meaning: { field: 'remote_options', aliases: ['remote', 'hybrid'] },
    words: [
      ...['Homeoffice', 'Home-Office-Job', 'mobiles Arbeiten', 'mobile Arbeit', 'Remote', 'Remote-Job'],
      ...['Remote Work', 'Telearbeit', 'von zu Hause', 'von zuhause'],
    ],
  },
  { meaning: { field: 'remote_options', aliases: ['remote'] }, words: ['Full Remote', 'Fully Remote'] },
  { meaning: { field: 'remote_options', aliases: ['hybrid'] }, words: ['hybrides Arbeiten'] },
  {
    meaning: { field: 'degree_level', aliases: ['ohne-abschluss'] },
    words: [
      ...['ohne Ausbildung', 'ohne Berufsausbildung', 'ohne Abschluss', 'ohne Berufsabschluss'],
      ...['ohne Schulabschluss', 'ohne Vorkenntnisse', 'ungelernt', 'Ungelernte'],
    ],
  },
  {
    // The facet's first range, "Berufseinsteiger", is 0 years (lib/format/experience.ts).
    meaning: { field: 'years_of_experience', values: ['0'] },
    words: [
      ...['Berufseinsteiger', 'Berufseinsteigerin', 'Berufsanfänger', 'Berufsanfängerin'],
      ...['ohne Berufserfahrung', 'ohne Erfahrung'],
    ],
  },
];

/**
 * A word or run of words as the table compares it: lower case, umlauts spelt out, gender marks joined
 * ("Praktikant/in", "Praktikant:innen", "Praktikant(in)" → "praktikantin…"), every other character but
 * letters and digits dropped ("Home-Office" → "homeoffice").
 */
export function wordKey(text: string): string {
  const joined = text
    .toLowerCase()
    .replace(/[/:*_]-?(in(?:nen)?)\b/g, '$1')
    .replace(/\((in(?:nen)?)\)/g, '$1');
  return foldGermanLetters(joined).replace(/[^\p{L}\p{N}]+/gu, '');
}

const BY_KEY = new Map(QUALIFIERS.flatMap(({ meaning, words }) => words.map((w) => [wordKey(w), meaning] as const)));
/** The longest entry in words, hyphenated parts counted apart ("auf 520 Euro Basis" may be typed as four). */
const MAX_WORDS = Math.max(...QUALIFIERS.flatMap(({ words }) => words.map((w) => w.split(/[\s-]+/).length)));
/** Small words that belong to a qualifier right after them and go with it ("Pflegekraft in Teilzeit"). */
const LEADING_WORDS = new Set(['in', 'im', 'als', 'auf', 'mit', 'per', 'und', 'oder', '&', '/', ',']);
/** The job-ad gender mark "(m/w/d)" after a qualifier goes with it. */
const GENDER_MARK = /^\((?:m|w|d|f|x|div)(?:\/(?:m|w|d|f|x|div))+\)$/i;
/** Quotes ask for the words as typed (straight and German typographic ones). */
const QUOTES = /["„“”«»]/;

/** The filter values a meaning stands for on this site; none when the site has no such term. */
function valuesOf(meaning: Meaning, terms: TermLookup): string[] {
  if (!('aliases' in meaning)) return [...meaning.values];
  return meaning.aliases.flatMap((alias) => {
    const term = terms.byAlias(alias);
    return term?.field === meaning.field ? [term.value] : [];
  });
}

/** The qualifier starting at word `start`, longest first: its length in words and its filter values. */
function qualifierAt(
  words: readonly string[],
  start: number,
  terms: TermLookup,
): { length: number; field: ListingFacet; values: string[] } | null {
  for (let length = Math.min(MAX_WORDS, words.length - start); length > 0; length--) {
    const span = words.slice(start, start + length);
    // A negated word ("-Teilzeit") asks for jobs without it: never a filter.
    if (span.some((w) => w.startsWith('-'))) continue;
    const meaning = BY_KEY.get(wordKey(span.join(' ')));
    const values = meaning ? valuesOf(meaning, terms) : [];
    if (meaning && values.length) return { length, field: meaning.field, values };
  }
  return null;
}

/**
 * The listing's state with its qualifier words taken out of the search and added as the filters they mean
 * (each value once, within the listing's filter limit; a word whose values find no room stays a word), from
 * the first page, the other words as typed; null when nothing moves. A search in quotes is left alone.
 */
export function moveQualifiersToFilters(state: JobSearchState, terms: TermLookup): JobSearchState | null {
  if (QUOTES.test(state.search)) return null;
  const words = state.search.split(/\s+/).filter(Boolean);
  const filters: Partial<Record<ListingFacet, string[]>> = { ...state.filters };
  let room = MAX_FILTER_VALUES - Object.values(filters).reduce((sum, values) => sum + values.length, 0);
  const moved = new Set<number>();
  for (let i = 0; i < words.length;) {
    const found = qualifierAt(words, i, terms);
    const current = found ? (filters[found.field] ?? []) : [];
    const fresh = found ? found.values.filter((v) => !current.includes(v)) : [];
    if (!found || fresh.length > room) {
      i++;
      continue;
    }
    filters[found.field] = [...current, ...fresh];
    room -= fresh.length;
    for (let k = i; k < i + found.length; k++) moved.add(k);
    if (i > 0 && LEADING_WORDS.has(words[i - 1].toLowerCase())) moved.add(i - 1);
    i += found.length;
    if (i < words.length && GENDER_MARK.test(words[i])) moved.add(i++);
  }
  if (!moved.size) return null;
  return { ...state, search: words.filter((_, i) => !moved.has(i)).join(' '), filters, page: 0 };
}
