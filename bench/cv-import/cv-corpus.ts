import { type DateStyle, truthPeriod } from './cv-document';
import { compactExpectations } from './cv-layout-compact';
import { designedLanguages, withLigatureNames } from './cv-layout-designed';
import { LAYOUTS, type Layout, layoutBlocks } from './cv-layouts';
import { type CvTruth, makePersona } from './cv-personas';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

/** Number of people in the corpus (four per rotating layout); each CV is written as PDF and as DOCX. */
export const CORPUS_SIZE = 20;
/** Designed CVs after them: PDFs typeset with ligatures and a photo, "●" bullets, languages among the skills. */
export const DESIGNED_SIZE = 5;

export type ExpectedPeriod = { start: string; end?: string; current?: boolean };
export type CorpusCv = {
  id: string;
  layout: Layout;
  format: 'pdf' | 'docx';
  bytes: Uint8Array;
  truth: CvTruth;
  /** The periods as the document states them (years alone where the CV gives years only). */
  workPeriods: ExpectedPeriod[];
  educationPeriods: ExpectedPeriod[];
  /** The languages with their level as the document words it. */
  languages: Array<{ label: string; level: string }>;
};

/** The generated corpus: CORPUS_SIZE + DESIGNED_SIZE people × (PDF, DOCX), layouts and date styles rotating. */
export async function generateCorpus(): Promise<CorpusCv[]> {
  const out: CorpusCv[] = [];
  for (let n = 0; n < CORPUS_SIZE + DESIGNED_SIZE; n++) {
    const layout: Layout = n < CORPUS_SIZE ? LAYOUTS[n % LAYOUTS.length] : 'designed';
    const truth = layout === 'designed' ? withLigatureNames(makePersona(n), n) : makePersona(n);
    const style = ((n * 3) % 7 === 5 ? 6 : (n * 3) % 7) as DateStyle;
    const eduStyle: DateStyle = n % 3 === 0 ? 5 : style;
    const blocks = layoutBlocks(layout, truth, style, eduStyle);
    const workPeriods = truth.work.map((w) => truthPeriod(w.start, w.end, style));
    const stated =
      layout === 'compact'
        ? compactExpectations(truth)
        : {
            educationPeriods: truth.education.map((e) => truthPeriod(e.start, e.end, eduStyle)),
            languages: layout === 'designed' ? designedLanguages(truth) : truth.languages,
          };
    const id = `cv-${String(n + 1).padStart(2, '0')}-${layout}`;
    const common = { layout, truth, workPeriods, ...stated };
    // Every second two-column PDF is written row by row across both columns (see renderPdf).
    const interleave = layout === 'two-column' && n % 10 === 7;
    const typeset = layout === 'designed' ? 'ligatures' : 'helvetica';
    out.push({ id: `${id}.pdf`, format: 'pdf', bytes: await renderPdf(blocks, { interleave, typeset }), ...common });
    out.push({ id: `${id}.docx`, format: 'docx', bytes: renderDocx(blocks), ...common });
  }
  return out;
}
