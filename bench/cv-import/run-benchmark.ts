import { extractCvText } from '../../server/resume-import/cv-text';
import { DOCX_MIME_TYPE } from '../../server/storage/detect-file-type';
import { type ImportVocabularies, parseCv } from '../../server/resume-import/parse-cv';
import { termsOf } from '../../server/seed/taxonomies';
import { generateCorpus } from './cv-corpus';
import { type Scores, scoreCv } from './score';

/** The seeded taxonomy, as the import sees it on a site running the demo data. */
export const SEEDED_VOCABULARIES: ImportVocabularies = {
  language: termsOf('language'),
  skill: termsOf('skill'),
  degreeLevel: termsOf('degree_level'),
  fieldOfStudy: termsOf('field_of_study'),
};

/**
 * Parses every generated CV and scores it, over all and per layout and format; `each` sees every CV's text
 * (for debugging).
 */
export async function runBenchmark(
  each?: (id: string, text: string) => void,
): Promise<{ scores: Scores; byGroup: Map<string, Scores>; documents: number }> {
  const corpus = await generateCorpus();
  const scores: Scores = new Map();
  const byGroup = new Map<string, Scores>();
  for (const cv of corpus) {
    const text = await extractCvText(cv.bytes, cv.format === 'pdf' ? 'application/pdf' : DOCX_MIME_TYPE);
    each?.(cv.id, text);
    const proposal = parseCv(text, SEEDED_VOCABULARIES);
    scoreCv(scores, cv, proposal, SEEDED_VOCABULARIES);
    const group = `${cv.layout} (${cv.format.toUpperCase()})`;
    if (!byGroup.has(group)) byGroup.set(group, new Map());
    scoreCv(byGroup.get(group)!, cv, proposal, SEEDED_VOCABULARIES);
  }
  return { scores, byGroup, documents: corpus.length };
}
