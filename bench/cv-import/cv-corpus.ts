import { type DateStyle, truthPeriod } from './cv-document';
import { LAYOUTS, type Layout, layoutBlocks } from './cv-layouts';
import { type CvTruth, makePersona } from './cv-personas';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

/** Number of people in the corpus; each CV is written as PDF and as DOCX. */
export const CORPUS_SIZE = 16;

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
};

/** The generated corpus: CORPUS_SIZE people × (PDF, DOCX), layouts and date styles rotating. */
export async function generateCorpus(): Promise<CorpusCv[]> {
  const out: CorpusCv[] = [];
  for (let n = 0; n < CORPUS_SIZE; n++) {
    const truth = makePersona(n);
    const layout = LAYOUTS[n % LAYOUTS.length];
    const style = ((n * 3) % 7 === 5 ? 6 : (n * 3) % 7) as DateStyle;
    const eduStyle: DateStyle = n % 3 === 0 ? 5 : style;
    const blocks = layoutBlocks(layout, truth, style, eduStyle);
    const workPeriods = truth.work.map((w) => truthPeriod(w.start, w.end, style));
    const educationPeriods = truth.education.map((e) => truthPeriod(e.start, e.end, eduStyle));
    const id = `cv-${String(n + 1).padStart(2, '0')}-${layout}`;
    const common = { layout, truth, workPeriods, educationPeriods };
    out.push({ id: `${id}.pdf`, format: 'pdf', bytes: await renderPdf(blocks), ...common });
    out.push({ id: `${id}.docx`, format: 'docx', bytes: renderDocx(blocks), ...common });
  }
  return out;
}
