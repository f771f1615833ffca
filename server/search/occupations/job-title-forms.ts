import { isSearchWord } from '../fulltext-terms';
import { baseWord, headFirst, masculineOf, OTHER_GENDER_TAILS } from './title-word-forms';

/**
 * A job title or query in its base form(s), so that every way of writing one title compares equal
 * (docs/architecture.md, "Occupation vocabulary (KldB 2010)"): gender notes dropped ("(m/w/d)", "(w/m/d)",
 * "(m/w/x)", "(all genders)", a bare "m/w/d"); gender endings taken off ("-in", ":in", "*in", "_in",
 * "/-in", "/in", "(in)", "ErzieherIn", "e/r", "(er/in)"); pairs collapsed ("Kaufmann/-frau", "Arzt/Ärztin",
 * "Koch/Köchin"); feminine words made masculine ("Bankkauffrau", "Erzieherin", "Köchin"); "Fachkraft für X"
 * and "X-Fachkraft" alike; words lower case, hyphens inside a word dropped ("Kfz-Mechatroniker" →
 * "kfzmechatroniker"), stop words left out. Slashes between different titles ("Buchhalter / Lohnbuchhalter",
 * "Krankenschwester/-pfleger") give one form per title, the first as written first.
 */

/** At most this many forms of one text (every slash doubles them). */
const MAX_FORMS = 8;

const GENDER_LETTERS = '(?:m|w|d|f|x|div|divers|a|all|alle)';
/** "(m/w/d)", "(w|m|d)", "(m,w,d)", "(all genders)", "(gn*)" and a bare "m/w/d" of three letters or more. */
const GENDER_NOTE = new RegExp(
  [
    `[([]\\s*${GENDER_LETTERS}(?:\\s*[/|,.]\\s*${GENDER_LETTERS})+\\s*[)\\]]\\*?`,
    '[([]\\s*(?:all\\s*genders?|alle\\s*geschlechter|gn\\*?|genderneutral)\\s*[)\\]]',
    `(?<![\\p{L}/])(?:m|w|d|f)(?:\\s*[/|]\\s*(?:m|w|d|f|x|div)){2,}(?![\\p{L}/])`,
  ].join('|'),
  'giu',
);
/** "ErzieherIn", "MitarbeiterInnen": the capital I of the gender-neutral spelling. */
const CAPITAL_I = /(?<!\p{L})(\p{L}*\p{Ll})In(nen)?(?!\p{L})/gu;
/** Stands where a feminine ending was: the stem before it may not be the masculine ("Ärzt*in"). */
const FEMININE = '\u0001';
const BEFORE_FEMININE = new RegExp(`(\\p{L}+)${FEMININE}`, 'gu');
/** Endings that only mark the other gender, after a word: "*in", ":innen", "/-in", "(in)", "e/r", "(r)". */
const GENDER_ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/\((e|er)\/in\)/g, '$1'], // Beamt(er/in), Psycholog(e/in)
  // "Buchhalter/in": the stem before a slash is the masculine; before "*in" it may not be ("Ärzt*in").
  [/(?<=\p{L})\/-?in(?:nen)?(?!\p{L})/gu, ''],
  [/(?<=\p{L})[*:_·]in(?:nen)?(?!\p{L})/gu, FEMININE],
  [/(?<=\p{L})\((?:in|innen)\)/gu, FEMININE],
  [/(?<=\p{L})\((?:r|n)\)/gu, ''],
  [/(?<=\p{L}e)(?:[*:_·]|\/-?)[rn](?!\p{L})/gu, ''],
  [/(mann|frau)[*:_·](?:frau|mann)(?!\p{L})/gu, '$1'], // Pflegefachmann*frau
  [/\/\s*[bm]\.\s*prof\./g, ' '], // "Bilanzbuchhalter/in/B. Prof. …": the degree, not another title
];

/** A stem whose feminine ending was taken off, as its masculine: "ärzt" → "arzt", "psycholog" → "psychologe". */
const masculineStem = (stem: string) => masculineOf(`${stem}in`) ?? stem;

/** The text with gender notes and endings gone and slashes between words kept as the only separators. */
function withoutGenderMarks(text: string): string {
  let cleaned = text.normalize('NFC').replace(GENDER_NOTE, ' ');
  // Checked first: the pattern costs a scan of every word, and few titles hold a capital "In".
  if (cleaned.includes('In'))
    cleaned = cleaned.replace(CAPITAL_I, (match, stem: string) =>
      masculineOf(`${stem}in`.toLowerCase()) ? `${stem}${FEMININE}` : match,
    );
  cleaned = cleaned.toLowerCase();
  for (const [pattern, replacement] of GENDER_ENDINGS) cleaned = cleaned.replace(pattern, replacement);
  if (cleaned.includes(FEMININE)) cleaned = cleaned.replace(BEFORE_FEMININE, (_, stem: string) => masculineStem(stem));
  return cleaned.replace(/\s*\/\s*/g, '/');
}

/** The words of one written word ("kfz-mechatroniker" → "kfzmechatroniker", "gesundheits-,kranken…" → 2). */
function wordsOf(written: string): string[] {
  return written
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => word.replace(/-/g, ''))
    .filter(Boolean)
    .map(baseWord)
    .flatMap(headFirst)
    .filter(isSearchWord);
}

/** The other-gender word a "-tail" stands for after `first` ("krankenschwester", "-pfleger"), or null. */
function tailAlternative(first: string, tail: string): string | null {
  const masculine = masculineOf(tail) ?? tail;
  if (first.endsWith(masculine) || masculine === 'mann') return null;
  for (const [one, other] of OTHER_GENDER_TAILS) {
    if (first.endsWith(one) && tail === other) return first.slice(0, -one.length) + other;
    if (first.endsWith(other) && tail === one) return null;
  }
  return null;
}

/**
 * The same title in two genders: "arzt"/"ärztin", "zimmerer"/"zimmerin", "polsterer"/"polsterin", and a
 * compound with the feminine of its last part ("edv-pädagoge"/"pädagogin").
 */
function sameTitle(first: string, other: string): boolean {
  const a = masculineOf(first) ?? first;
  const masculine = masculineOf(other);
  const b = masculine ?? other;
  if (a === b || (a.startsWith(b) && a.length - b.length <= 2) || (b.startsWith(a) && b.length - a.length <= 2))
    return true;
  return masculine !== null && a.replace(/-/g, '').endsWith(b);
}

/** The different titles a slashed word stands for: "kaufmann/-frau" → 1, "lehrer/dozent" → 2. */
function slashAlternatives(token: string): string[] {
  const [first, ...rest] = token.split('/').filter((part) => part && part !== '-');
  if (!first) return [];
  const alternatives = [first];
  for (const part of rest) {
    const alternative = part.startsWith('-') ? tailAlternative(first, part.slice(1)) : part;
    if (alternative && !alternatives.some((known) => sameTitle(known, alternative))) alternatives.push(alternative);
  }
  return alternatives;
}

/**
 * The base forms of a job title or query (see the module comment), each its words joined by one space,
 * the main form first; empty when no word is left ("(m/w/d)").
 */
export function jobTitleForms(text: string): string[] {
  let forms: string[][] = [[]];
  for (const token of withoutGenderMarks(text).split(/\s+/)) {
    const alternatives = slashAlternatives(token).map(wordsOf);
    if (alternatives.length === 0) continue;
    const next: string[][] = [];
    for (const alternative of alternatives)
      for (const form of forms) if (next.length < MAX_FORMS) next.push([...form, ...alternative]);
    forms = next;
  }
  return [...new Set(forms.map((words) => words.join(' ')).filter(Boolean))];
}

/** The main base form of a title: its words, the first form's ("Erzieher*in (m/w/d)" → ["erzieher"]). */
export function baseTitleWords(text: string): string[] {
  return jobTitleForms(text)[0]?.split(' ') ?? [];
}
