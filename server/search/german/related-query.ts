import { type AnalyzedTerm, analyzeQuery, compoundVocabulary, formCollector, formOf, occurs } from './analyze-query';
import { decompound } from './decompound';
import { SYNONYMS } from './synonym-index';
import { correctedWord, correctTypo } from './typo';

/** Spelling corrections of one word in the fallback: this many at most, two edits at most. */
const MAX_CORRECTIONS = 3;
const MAX_EDITS = 2;

export type RelatedQuery = {
  /** The terms, each with its forms, its compound's parts on their own and spellings close to it. */
  terms: AnalyzedTerm[];
  /** What the seeker typed with each word that no job title holds replaced by its closest title word, or null. */
  corrected: string | null;
};

/**
 * The broader reading of a query that found nothing: every form of the strict reading, each part of a
 * typed compound on its own ("Altenpflegehelfer" → "Altenpflege", "Helfer"), and words of the job titles
 * within two edits (a word of 5 letters or more; one edit for 4 letters). The engine ORs the terms.
 */
export function relatedQuery(keys: string, lexicon: readonly string[]): RelatedQuery {
  let anyCorrected = false;
  const corrections: string[] = [];
  const terms = analyzeQuery(keys, lexicon).map((term) => {
    const { forms, add } = formCollector();
    for (const form of term.forms) add(form);
    const compound = decompound(term.typed, compoundVocabulary(lexicon));
    for (const part of compound?.parts ?? []) add(formOf(part, true));
    const known = term.forms.some((f) => f.match !== 'parts' && occurs(f.text, lexicon));
    const max = term.typed.length >= 5 ? MAX_EDITS : term.typed.length === 4 ? 1 : 0;
    const corrected = known || term.typed.includes(' ') ? [] : correctTypo(term.typed, lexicon, MAX_CORRECTIONS, max);
    for (const word of corrected) {
      add(formOf(word, true));
      for (const synonym of SYNONYMS.get(word) ?? []) add(formOf(synonym));
    }
    anyCorrected ||= corrected.length > 0;
    corrections.push(corrected.length ? correctedWord(term.typed, corrected[0], max) : term.typed);
    return { typed: term.typed, forms };
  });
  return { terms, corrected: anyCorrected ? corrections.join(' ') : null };
}
