// The inflated-bytes bound of uploaded PDFs (docs/security.md "Reading uploaded documents").
import { describe, expect, it } from 'vitest';
import { simplePdf } from '../seed/pdf';
import { flateBombPdf, manyPagesPdf, textBombPdf } from './hostile-documents-testing';
import { MAX_PDF_STREAM_BYTES, pdfStreamsWithinBounds } from './pdf-streams';

describe('pdfStreamsWithinBounds', () => {
  it('passes a job ad and a PDF of thousands of small pages', () => {
    const ad = simplePdf('Koch (m/w/d)', [{ heading: 'Ihre Aufgaben', text: 'Kochen mit Herz.' }]);
    expect(pdfStreamsWithinBounds(ad)).toBe(true);
    expect(pdfStreamsWithinBounds(manyPagesPdf())).toBe(true);
  });

  it(`refuses a content stream inflating past ${MAX_PDF_STREAM_BYTES / 1024 / 1024} MB, quickly`, () => {
    const started = performance.now();
    expect(pdfStreamsWithinBounds(flateBombPdf())).toBe(false);
    expect(pdfStreamsWithinBounds(textBombPdf())).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('passes a text stream just under the bound', () => {
    expect(pdfStreamsWithinBounds(textBombPdf(20))).toBe(true);
  });
});
