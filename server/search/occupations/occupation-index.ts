import { foldGermanLetters } from '../../format/fold-german-letters';
import { jobTitleForms } from './job-title-forms';
import type { KldbOccupation } from './kldb';

/**
 * The lookup table of the occupation matcher: every base form of every KldB title, umlauts written out, to
 * the occupations it names (docs/architecture.md, "Occupation vocabulary (KldB 2010)").
 */

/**
 * How a key names an occupation, strongest first: the whole assigned title; a shorter part of it, namely
 * the title before its qualifier ("Gärtner/in - Baumschule" → "gärtner") or its first words
 * ("Servicekraft - Gastronomie und Gastgewerbe" → "servicekraft gastronomie"), kept only where it is not
 * vague (see `isSpecific`); the group's label ("Berufe in der Buchhaltung" → "buchhaltung"), for every
 * occupation of the group.
 */
export type KeySource = 'title' | 'core' | 'label';
export type IndexEntry = { code: string; via: string; source: KeySource };
export type OccupationIndex = {
  /** Key (base words joined by a space) → its occupations, strongest source first. */
  keys: ReadonlyMap<string, readonly IndexEntry[]>;
  /** The most words of any key. */
  longest: number;
};

/** A part of several words names at most this many four-digit groups, or it is too vague to count. */
const MAX_CORE_GROUPS = 3;

/**
 * A part of titles is specific when it has two words or more and names few groups ("Servicekraft -
 * Gastronomie …"), or when it is one word that several titles start with and all its occupations share their
 * first two digits (the "Berufshauptgruppe": "Gärtner/in - …" is gardening wherever it stands). Not specific:
 * "Teamleiter/in - …" (accounting and call centres), "Fachkraft - …" (everywhere), "Manager/in - Nachhaltige
 * Mobilität" (one title says nothing about managers in general).
 */
function isSpecific(key: string, entries: readonly IndexEntry[]): boolean {
  if (key.includes(' ')) return new Set(entries.map((e) => e.code.slice(0, 4))).size <= MAX_CORE_GROUPS;
  return entries.length >= 2 && new Set(entries.map((e) => e.code.slice(0, 2))).size === 1;
}

/** The shorter parts of a title's keys: its core's keys and each key's first two words or more. */
function partsOf(title: string, keys: readonly string[]): string[] {
  const core = coreOf(title);
  const parts = new Set(core === title ? [] : keysOf(core));
  for (const key of keys) {
    const words = key.split(' ');
    for (let end = 2; end < words.length; end++) parts.add(words.slice(0, end).join(' '));
  }
  return [...parts];
}

/** The keys of a title or label: its base forms, umlauts written out ("verkäufer" → "verkaeufer"). */
export const keysOf = (text: string): string[] => [...new Set(jobTitleForms(text).map(foldGermanLetters))];

/** A title without its qualifier: before " - ", "(" or ",". */
const coreOf = (title: string) => title.split(/\s+-\s+|\s*\(|,/)[0];

/** A group's label as the field it names: "Berufe in der Buchhaltung" → "Buchhaltung". */
export const fieldOf = (label: string) =>
  label
    .replace(/^Berufe\s+(?:in\s+der|in\s+den|im|in|für|der|des|i\.\s*d\.)\s+/i, '')
    .replace(/\s*\((?:ohne Spezialisierung|sonstige spezifische Tätigkeitsangabe)\)/g, '');

const SOURCE_RANK: Record<KeySource, number> = { title: 0, core: 1, label: 2 };

/** One-word keys shorter than this are everyday words ("Pro/Proette" → "pro"), not titles. */
const MIN_WORD_KEY = 4;

/**
 * A key that names a title: not a short word, and not the first part of a compound written with a hyphen
 * before a slash or comma ("EDV/PC-…", "Funk-/Navigationssystem…", "Gold-, Silber- und …"), which the
 * title's forms split off as a word of its own.
 */
function namesTitle(key: string, title: string): boolean {
  if (key.includes(' ')) return true;
  if (key.length < MIN_WORD_KEY) return false;
  const folded = foldGermanLetters(title.toLowerCase());
  return !new RegExp(`(^|[^a-z])${key}(-\\s*[/,]|/[a-z]+-)`).test(folded);
}

/** Builds the index of the given occupations (every KldB occupation, or a test's few). */
export function buildOccupationIndex(occupations: readonly KldbOccupation[]): OccupationIndex {
  const keys = new Map<string, IndexEntry[]>();
  const add = (key: string, entry: IndexEntry) => {
    const entries = keys.get(key) ?? [];
    if (!entries.some((e) => e.code === entry.code && e.source === entry.source)) entries.push(entry);
    keys.set(key, entries);
  };
  const cores = new Map<string, IndexEntry[]>();
  // A withdrawn position ("(weggefallen)") has no titles and names nothing any more.
  for (const occupation of occupations.filter((o) => o.titles.length > 0)) {
    for (const title of occupation.titles) {
      const titleKeys = keysOf(title);
      for (const key of titleKeys)
        if (namesTitle(key, title)) add(key, { code: occupation.code, via: title, source: 'title' });
      for (const key of partsOf(title, titleKeys).filter((k) => namesTitle(k, title)))
        cores.set(key, [...(cores.get(key) ?? []), { code: occupation.code, via: title, source: 'core' }]);
    }
    for (const key of keysOf(fieldOf(occupation.groupLabel)))
      add(key, { code: occupation.code, via: occupation.groupLabel, source: 'label' });
  }
  for (const [key, entries] of cores) {
    if (!isSpecific(key, entries) || keys.get(key)?.some((e) => e.source === 'title')) continue;
    // The occupation with the most titles of that core first: "Pflegefachmann/-frau (…)" is mostly 81302.
    const count = (code: string) => entries.filter((e) => e.code === code).length;
    for (const entry of [...entries].sort((a, b) => count(b.code) - count(a.code))) add(key, entry);
  }
  for (const entries of keys.values()) entries.sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source]);
  const longest = Math.max(...[...keys.keys()].map((key) => key.split(' ').length));
  return { keys, longest };
}
