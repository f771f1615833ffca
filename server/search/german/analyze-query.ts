import { isSearchWord, MAX_SEARCH_TERMS, queryWords } from '../fulltext-terms';
import { decompound, type Vocabulary, vocabularyOf } from './decompound';
import { phraseAt, SYNONYMS } from './synonym-index';
import { correctedWord, correctTypo } from './typo';
import { wordVariants } from './word-variants';

/**
 * How one form of a search word is looked for: `part` inside title words and at the start of any word
 * ("pflege" in "Altenpflegerin"), `whole` as a whole word only (short forms and abbreviations, so "kfz"
 * does not match inside other words and "car" not in "Caritas"), `parts` as the parts of a compound the
 * seeker typed, each somewhere ("lagerlogistik fachkraft" for "Lagerlogistikfachkraft"), or a shorter
 * compound it ends with ("pflegehelfer" for "Altenpflegehelfer"); these rank below the other forms.
 */
export type SearchForm = { text: string; match: 'part' | 'whole' | 'parts' };
/**
 * One word the seeker typed, with every form that counts as finding it; `typed` is the word itself. A term
 * that names KldB occupations also finds the jobs of their groups (server/search/occupations/query-occupations.ts).
 */
export type AnalyzedTerm = {
  typed: string;
  forms: SearchForm[];
  occupations?: readonly string[];
  /** The word the seeker probably meant, where `typed` occurs in no job title and the lexicon corrected it. */
  corrected?: string;
};

/** Forms shorter than this are matched as whole words only. */
const MIN_PART_LENGTH = 5;

export const formOf = (text: string, typed = false): SearchForm => ({
  text,
  match: text.length >= MIN_PART_LENGTH || (typed && text.length >= 4) ? 'part' : 'whole',
});

/**
 * The search terms of the typed words: a run of words that spells a form of the synonym tables stays one
 * term, stop words included ("Fachkraft für Lagerlogistik", "Garten- und Landschaftsbau", "LKW Fahrer"),
 * so it is looked for as the phrase and its equivalents; other words on their own, stop words dropped.
 */
export function searchTerms(keys: string): string[] {
  const words = queryWords(keys);
  const terms: string[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = phraseAt(words, i);
    if (phrase) {
      terms.push(phrase.form);
      i += phrase.length;
    } else {
      if (isSearchWord(words[i])) terms.push(words[i]);
      i++;
    }
  }
  return [...new Set(terms)].slice(0, MAX_SEARCH_TERMS);
}

/** A lexicon word contains the form (the word occurs in some job title). */
export const occurs = (form: string, lexicon: readonly string[]) => lexicon.some((word) => word.includes(form));

const NO_LEXICON: readonly string[] = [];
const SINGLE_WORD_FORMS = [...SYNONYMS.keys()].filter((form) => /^\p{L}+$/u.test(form));
const vocabularies = new WeakMap<readonly string[], Vocabulary>();

/** The words compounds are split into: the lexicon's title words and the synonym forms (one per lexicon). */
export function compoundVocabulary(lexicon: readonly string[]): Vocabulary {
  let vocabulary = vocabularies.get(lexicon);
  if (!vocabulary) {
    vocabulary = vocabularyOf([...lexicon, ...SINGLE_WORD_FORMS]);
    vocabularies.set(lexicon, vocabulary);
  }
  return vocabulary;
}

/** Collects the forms of one term, each text once, in the order added (the first ranks highest). */
export function formCollector() {
  const texts = new Set<string>();
  const forms: SearchForm[] = [];
  return {
    forms,
    add(form: SearchForm) {
      if (!texts.has(form.text)) {
        texts.add(form.text);
        forms.push(form);
      }
    },
  };
}

/**
 * What a job seeker typed, as words with their forms: spelling (umlauts), gender and plural forms, the
 * synonym groups (abbreviations, old and regional names, English), the parts of a typed compound, and —
 * for a word that no job title contains in any of these forms — the lexicon's closest words (a typo).
 * Several words are ANDed by the engine; the forms of one word are ORed.
 */
export function analyzeQuery(keys: string, lexicon: readonly string[] = NO_LEXICON): AnalyzedTerm[] {
  return searchTerms(keys).map((typed) => {
    const { forms, add } = formCollector();
    const variants = wordVariants(typed);
    // Forms of the typed word itself count like it: "ärztin" → "arzt" is found inside "Assistenzarzt".
    for (const v of variants) add(formOf(v, true));
    for (const v of variants)
      for (const synonym of SYNONYMS.get(v) ?? []) for (const s of wordVariants(synonym)) add(formOf(s));
    const compound = decompound(typed, compoundVocabulary(lexicon));
    if (compound) {
      add({ text: compound.parts.join(' '), match: 'parts' });
      // A parts form of one word: ranked below the typed compound's own parts.
      if (compound.broader) add({ text: compound.broader, match: 'parts' });
    }
    const corrections =
      lexicon.length && !forms.some((f) => f.match !== 'parts' && occurs(f.text, lexicon))
        ? correctTypo(typed, lexicon)
        : [];
    for (const corrected of corrections) {
      add(formOf(corrected, true));
      for (const synonym of SYNONYMS.get(corrected) ?? []) add(formOf(synonym));
    }
    return corrections.length ? { typed, forms, corrected: correctedWord(typed, corrections[0]) } : { typed, forms };
  });
}

/**
 * The typed words with each corrected one replaced by what the seeker probably meant ("plfege" → "pflege"),
 * or null when no word was corrected: the listing names this in its heading, never the typo.
 */
export function correctedKeys(terms: readonly AnalyzedTerm[]): string | null {
  if (!terms.some((term) => term.corrected)) return null;
  return terms.map((term) => term.corrected ?? term.typed).join(' ');
}
