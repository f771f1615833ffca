import type { CorpusJob } from './corpus-types';
import { WORD_SENSE_DISTRACTORS } from './distractors-word-sense';
import { NAME_AND_ACRONYM_DISTRACTORS } from './distractors-names';

/**
 * Ads written one by one to catch a search that matches words instead of meaning: each carries a query
 * word in another sense, an employer or contact person named after another trade, or an abbreviation
 * inside a longer word. Each paragraph becomes a <p>; the last one is the contact line.
 */
export const DISTRACTORS: readonly CorpusJob[] = [...WORD_SENSE_DISTRACTORS, ...NAME_AND_ACRONYM_DISTRACTORS].map(
  ([key, occupation, title, employerSlug, employment, paragraphs]) => ({
    key: `distractor-${key}`,
    occupation,
    title,
    description: paragraphs.map((p) => `<p>${p}</p>`).join(''),
    employerSlug,
    employment,
    remote: [],
    training: false,
  }),
);
