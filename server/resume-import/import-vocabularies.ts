import type { Db } from '../db/client';
import { termsByTid } from '../taxonomy/term-cache';
import type { ImportVocabularies } from './parse-cv';

/** The site's taxonomy terms the import maps to, from the term table held in memory (term-cache.ts). */
export async function importVocabularies(db: Db): Promise<ImportVocabularies> {
  const terms = [...(await termsByTid(db, [])).values()];
  const of = (vocabulary: string) =>
    terms.filter((t) => t.vocabulary === vocabulary).map((t) => ({ tid: t.tid, label: t.label }));
  return {
    language: of('language'),
    skill: of('skill'),
    degreeLevel: of('degree_level'),
    fieldOfStudy: of('field_of_study'),
  };
}
