import { fulltextTerms } from '../fulltext-terms';
import { SYNONYM_GROUPS } from './synonyms';
import { correctTypo } from './typo';
import { wordVariants } from './word-variants';

/**
 * How one form of a search word is looked for: `part` inside title words and at the start of any word
 * ("pflege" in "Altenpflegerin"), `whole` as a whole word only (short forms and abbreviations, so "kfz"
 * does not match inside other words and "car" not in "Caritas").
 */
export type SearchForm = { text: string; match: 'part' | 'whole' };
/** One word the seeker typed, with every form that counts as finding it; `typed` is the word itself. */
export type AnalyzedTerm = { typed: string; forms: SearchForm[] };

/** Forms shorter than this are matched as whole words only. */
const MIN_PART_LENGTH = 5;

const formOf = (text: string, typed = false): SearchForm => ({
  text,
  match: text.length >= MIN_PART_LENGTH || (typed && text.length >= 4) ? 'part' : 'whole',
});

/** Each form of the synonym groups → the other forms of its groups. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    for (const form of group) {
      const set = map.get(form) ?? new Set<string>();
      for (const other of group) if (other !== form) set.add(other);
      map.set(form, set);
    }
  }
  return new Map([...map].map(([form, set]) => [form, [...set]]));
})();

/**
 * Two typed words that together are a form of the synonym groups ("lkw fahrer", "duales studium") stay
 * one term, so the pair is looked for as the phrase and its equivalents, not as two separate words.
 */
function joinPhrases(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair =
      i + 1 < words.length
        ? [`${words[i]} ${words[i + 1]}`, `${words[i]}-${words[i + 1]}`, `${words[i]}${words[i + 1]}`].find((p) =>
            SYNONYMS.has(p),
          )
        : undefined;
    if (pair) {
      out.push(pair);
      i++;
    } else out.push(words[i]);
  }
  return out;
}

/** A lexicon word contains the form (the word occurs in some job title). */
const occurs = (form: string, lexicon: readonly string[]) => lexicon.some((word) => word.includes(form));

/**
 * What a job seeker typed, as words with their forms: spelling (umlauts), gender and plural forms, the
 * synonym groups (abbreviations, old and regional names, English), and — for a word that no job title
 * contains in any of these forms — the lexicon's closest words (a typo). Several words are ANDed by the
 * engine; the forms of one word are ORed.
 */
export function analyzeQuery(keys: string, lexicon: readonly string[] = []): AnalyzedTerm[] {
  return joinPhrases(fulltextTerms(keys)).map((typed) => {
    const texts = new Set<string>();
    const forms: SearchForm[] = [];
    const add = (form: SearchForm) => {
      if (!texts.has(form.text)) {
        texts.add(form.text);
        forms.push(form);
      }
    };
    const variants = wordVariants(typed);
    // Forms of the typed word itself count like it: "ärztin" → "arzt" is found inside "Assistenzarzt".
    for (const v of variants) add(formOf(v, true));
    for (const v of variants)
      for (const synonym of SYNONYMS.get(v) ?? []) for (const s of wordVariants(synonym)) add(formOf(s));
    if (lexicon.length && !forms.some((f) => occurs(f.text, lexicon))) {
      for (const corrected of correctTypo(typed, lexicon)) {
        add(formOf(corrected, true));
        for (const synonym of SYNONYMS.get(corrected) ?? []) add(formOf(synonym));
      }
    }
    return { typed, forms };
  });
}
