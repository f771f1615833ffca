import { and, asc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { foldGermanLetters } from '../format/fold-german-letters';
import { normalizeCompanyName } from '../organizations/create-company';

/** An organization of the site as the job seeker's block list names it. */
export type NamedOrganization = { id: string; name: string };

/** Suggestions while typing: enough to pick from, few enough that the site's customer list cannot be read off. */
export const SUGGESTION_LIMIT = 8;
/** Typed characters before suggestions are asked for. */
export const SUGGESTION_MIN_LENGTH = 2;

/** Umlauts written out, both cases: lower() leaves non-ASCII letters alone on a database with the C locale. */
const UMLAUTS = [
  ['ä', 'ae'],
  ['ö', 'oe'],
  ['ü', 'ue'],
  ['Ä', 'ae'],
  ['Ö', 'oe'],
  ['Ü', 'ue'],
  ['ß', 'ss'],
] as const;
/** Accented letters and what they fold to, letter by letter (translate's two lists). */
const ACCENTS = {
  a: 'àáâãåÀÁÂÃÅ',
  e: 'èéêëÈÉÊË',
  i: 'ìíîïÌÍÎÏ',
  o: 'òóôõÒÓÔÕ',
  u: 'ùúûÙÚÛ',
  y: 'ýÿÝ',
  c: 'çÇ',
  n: 'ñÑ',
};
const ACCENTED = Object.values(ACCENTS).join('');
const PLAIN = Object.entries(ACCENTS)
  .map(([plain, accented]) => plain.repeat(accented.length))
  .join('');

/**
 * The organization's name folded as foldGermanLetters folds typed text (lower case, ä → ae, ß → ss, common accents
 * dropped), so "mül" and "muel" both find "Müller GmbH".
 */
const foldedName: SQL<string> = sql`lower(translate(${UMLAUTS.reduce<SQL>(
  (text, [from, to]) => sql`replace(${text}, ${from}, ${to})`,
  sql`${organizations.name}`,
)}, ${ACCENTED}, ${PLAIN}))`;

/** The typed text's words as the folded names hold them: letters and digits only. */
const wordsOf = (typed: string): string[] =>
  foldGermanLetters(typed.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The name as the company sign-up compares names (normalizeCompanyName: case, umlauts, punctuation and the legal
 * form set aside); empty for text without letters or digits, which that function would name with its fallback slug.
 */
const keyOf = (typed: string): string => (wordsOf(typed).length ? normalizeCompanyName(typed) : '');

/** Each word's letters are [a-z0-9] only, so they need no escaping in a LIKE pattern. */
const containsAll = (words: string[]) => words.map((word) => like(foldedName, `%${word}%`));

/**
 * The organizations of the site whose name holds every typed word (folded), those starting with the first word
 * first, then by name. Fewer than SUGGESTION_MIN_LENGTH letters: none.
 */
export async function suggestOrganizations(db: Db, regionId: string, typed: string): Promise<NamedOrganization[]> {
  const words = wordsOf(typed);
  if (words.join('').length < SUGGESTION_MIN_LENGTH) return [];
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.regionId, regionId), ...containsAll(words)))
    .orderBy(sql`${foldedName} not like ${`${words[0]}%`}`, asc(organizations.name), asc(organizations.id))
    .limit(SUGGESTION_LIMIT);
}

/**
 * The organizations of the site that a typed name names: equal once case, umlauts, punctuation and the legal form
 * are set aside (normalizeCompanyName, the company sign-up's duplicate rule), so "Mueller GmbH" names "Müller
 * GmbH" and "Müller GmbH & Co. KG" alike. Narrowed in SQL by the key's longest word, compared in code.
 */
export async function organizationsNamed(db: Db, regionId: string, typed: string): Promise<NamedOrganization[]> {
  const key = keyOf(typed);
  if (!key) return [];
  const longest = key.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.regionId, regionId), ...containsAll([longest])))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(200);
  return rows.filter((row) => keyOf(row.name) === key);
}

/** Whether the typed text holds a name at all (not only a legal form or punctuation). */
export const namesSomething = (typed: string): boolean => keyOf(typed) !== '';
