import { describe, expect, it } from 'vitest';
import { ligaturePdf } from './pdf-ligature-testing';
import { extractPdfText } from './pdf-text';
import { pageText, type TextItem } from './pdf-text-items';

/** An item at (x, y) as pdf.js gives it: 11 pt, `width` in page units. */
const at = (str: string, x: number, width: number, options: { y?: number; eol?: boolean; size?: number } = {}) => {
  const size = options.size ?? 11;
  return { str, transform: [size, 0, 0, size, x, options.y ?? 700], width, hasEOL: options.eol ?? false };
};

describe('pageText (a PDF page as lines)', () => {
  const cases: Array<[string, TextItem[], string]> = [
    [
      'a ligature glyph between the letters of one word',
      [at('P', 56, 7.15), at('ﬂ', 63.15, 7.06), at('egefachkraft', 70.21, 67.06, { eol: true })],
      'Pflegefachkraft',
    ],
    [
      'ligatures already spelt out by pdf.js, two in one line',
      [
        at('MS O', 56, 27.57),
        at('ffi', 83.57, 10.2),
        at('ce, P', 93.77, 26),
        at('fl', 119.77, 7.06),
        at('ege', 126.83, 19),
      ],
      'MS Office, Pflege',
    ],
    [
      'an e-mail address split at its ligatures keeps its local part',
      [
        at('ste', 56, 17.5),
        at('ffi', 73.5, 10.2),
        at('.ho', 83.7, 14.9),
        at('ff', 98.6, 7.5),
        at('mann@web.de', 106.1, 75),
      ],
      'steffi.hoffmann@web.de',
    ],
    [
      'a space item of no width inside a word is no space',
      [at('Behandlungsp', 56, 66), at(' ', 122, 0), at('ﬂ', 122, 7.06), at('ege', 129.06, 19)],
      'Behandlungspflege',
    ],
    [
      "pdf.js's space item of a real gap is one space",
      [at('Steffi', 56, 27.72), at(' ', 83.72, 2.75), at('Hoffmann', 86.47, 45)],
      'Steffi Hoffmann',
    ],
    [
      'words drawn apart without a space character get one',
      [at('03/2019 – heute', 56, 85.5), at('Pflegefachkraft', 196, 80)],
      '03/2019 – heute Pflegefachkraft',
    ],
    [
      'line ends become line breaks, empty lines go',
      [
        at('Berufserfahrung', 56, 84.8, { eol: true }),
        at('', 0, 0, { eol: true }),
        at('Pflegefachkraft', 56, 80, { y: 685 }),
      ],
      'Berufserfahrung\nPflegefachkraft',
    ],
    [
      'an item on another line without a line end is set apart',
      [at('Kontakt', 40, 40), at('Berufserfahrung', 80, 84.8, { y: 600 })],
      'Kontakt Berufserfahrung',
    ],
    [
      'ligature characters become their letters (U+FB00–FB06)',
      [at('Stoﬀ ﬁnden, ﬂießend, Eﬃzienz, Waﬄe, Paﬅe ﬆ', 56, 200)],
      'Stoff finden, fließend, Effizienz, Waffle, Paste st',
    ],
    [
      'items without positions are joined by spaces, as before',
      [{ str: 'Seite' }, { str: 'eins', hasEOL: true }, { str: 'zweite  Zeile' }, { hasEOL: true }],
      'Seite eins\nzweite Zeile',
    ],
  ];
  it.each(cases)('%s', (_, items, expected) => {
    expect(pageText(items)).toBe(expected);
  });
});

describe('extractPdfText over a PDF typeset with ligature glyphs and a photo', () => {
  it('reads every word whole, as pdftotext does', async () => {
    const lines = [
      'Steffi Hoffmann',
      'Lindenweg 4 · 83022 Rosenheim · steffi.hoffmann@web.de',
      '• Grund- und Behandlungspflege, MS Office, Effizienz',
    ];
    expect(await extractPdfText(await ligaturePdf(lines))).toBe(lines.join('\n'));
  });
});
