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

/** Parses every generated CV and scores it; `each` sees every CV with its proposal (for debugging). */
export async function runBenchmark(
  each?: (id: string, text: string) => void,
): Promise<{ scores: Scores; documents: number }> {
  const corpus = await generateCorpus();
  const scores: Scores = new Map();
  for (const cv of corpus) {
    const text = await extractCvText(cv.bytes, cv.format === 'pdf' ? 'application/pdf' : DOCX_MIME_TYPE);
    each?.(cv.id, text);
    scoreCv(scores, cv, parseCv(text, SEEDED_VOCABULARIES), SEEDED_VOCABULARIES);
  }
  return { scores, documents: corpus.length };
}
