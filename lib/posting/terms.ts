/** A taxonomy term as the wizard's lists offer it. */
export type TermOption = { tid: number; label: string };

/** The vocabularies a job posting's fields choose from (docs/product.md §3 Job). */
export const POSTING_VOCABULARIES = [
  'remote_option',
  'employment_type',
  'occupational_field',
  'field_of_study',
  'degree_level',
  'language',
  'skill',
] as const;
export type PostingVocabulary = (typeof POSTING_VOCABULARIES)[number];

export type PostingTerms = Record<PostingVocabulary, TermOption[]>;

/** The vocabularies whose terms a step lists; the others are left out of the page. */
const STEP_VOCABULARIES: Record<string, readonly PostingVocabulary[]> = {
  ort: ['remote_option', 'employment_type'],
  anforderungen: ['occupational_field', 'field_of_study', 'degree_level', 'language', 'skill'],
};

/** The terms a step shows (empty lists for the rest), so a page carries only what it needs. */
export function termsForStep(terms: PostingTerms, step: string): PostingTerms {
  const wanted = STEP_VOCABULARIES[step] ?? [];
  return Object.fromEntries(POSTING_VOCABULARIES.map((v) => [v, wanted.includes(v) ? terms[v] : []])) as PostingTerms;
}
