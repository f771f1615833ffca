import { ENGLISH_TITLE_GROUPS } from './english-titles';
import { SYNONYM_GROUPS } from './synonyms';

/** The words of a form or of typed text: letters and digits, lower case ("garten- und landschaftsbau" → 3). */
export function formWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Groups that share a form merged into one (the transitive closure of "means the same"): "krankenschwester"
 * reaches "pflegekraft" through "pflegefachkraft", which both groups list. Union–find over the forms,
 * computed once at load; the result keeps each form once, in the order first seen.
 */
export function closeGroups(groups: readonly (readonly string[])[]): string[][] {
  const parent = new Map<string, string>();
  const root = (form: string): string => {
    let r = form;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(form, r);
    return r;
  };
  for (const group of groups) {
    for (const form of group) if (!parent.has(form)) parent.set(form, form);
    for (const form of group.slice(1)) parent.set(root(form), root(group[0]));
  }
  const merged = new Map<string, string[]>();
  for (const form of parent.keys()) {
    const members = merged.get(root(form)) ?? [];
    members.push(form);
    merged.set(root(form), members);
  }
  return [...merged.values()];
}

/** The merged groups of every synonym table. */
export const MERGED_GROUPS: readonly (readonly string[])[] = closeGroups([...SYNONYM_GROUPS, ...ENGLISH_TITLE_GROUPS]);

/** Each form → the other forms of its merged group. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  MERGED_GROUPS.flatMap((group) => group.map((form) => [form, group.filter((other) => other !== form)] as const)),
);

/** Forms of several words by their words joined with a space ("fachkraft für lagerlogistik"), for phrase matching. */
const PHRASES: ReadonlyMap<string, string> = new Map(
  [...SYNONYMS.keys()]
    .map((form) => [formWords(form).join(' '), form] as const)
    .filter(([words]) => words.includes(' '))
    .reverse(),
);
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((words) => words.split(' ').length));

/**
 * The form of the synonym tables that the typed words starting at `start` spell, longest first: as the
 * form's words in a row, stop words included ("kaufmann im einzelhandel"), or run together or hyphenated
 * ("lkw fahrer" → "lkwfahrer"). Null when no form starts there; `length` is how many words it takes.
 */
export function phraseAt(words: readonly string[], start: number): { form: string; length: number } | null {
  for (let length = Math.min(LONGEST_PHRASE, words.length - start); length >= 2; length--) {
    const slice = words.slice(start, start + length);
    const form =
      PHRASES.get(slice.join(' ')) ??
      [slice.join(''), slice.join('-')].find((joined) => SYNONYMS.has(joined) && !joined.includes(' '));
    if (form) return { form, length };
  }
  return null;
}
