import { describe, expect, it } from 'vitest';
import { pdfTextLines, withoutRepeats } from './resume-pdf-lines';

describe('pdfTextLines: bullet points stay lines of their own', () => {
  it.each([
    ['Wundversorgung', [{ bullet: false, text: 'Wundversorgung' }]],
    [
      '• Wundversorgung\n• Dienstplanung',
      [
        { bullet: true, text: 'Wundversorgung' },
        { bullet: true, text: 'Dienstplanung' },
      ],
    ],
    [
      'Aufgaben:\r\n- Auftragsannahme\n  * Rechnungen\n\n● DATEV',
      [
        { bullet: false, text: 'Aufgaben:' },
        { bullet: true, text: 'Auftragsannahme' },
        { bullet: true, text: 'Rechnungen' },
        { bullet: true, text: 'DATEV' },
      ],
    ],
    // A hyphen inside a word or a date range is no bullet.
    ['2019-2021 Projektleitung', [{ bullet: false, text: '2019-2021 Projektleitung' }]],
    ['-30 % Ausschuss', [{ bullet: false, text: '-30 % Ausschuss' }]],
    ['•', []],
    ['', []],
  ])('%j', (text, lines) => {
    expect(pdfTextLines(text)).toEqual(lines);
  });
});

describe('withoutRepeats: an education line says each thing once', () => {
  it.each([
    [
      ['09/2013 – 02/2016', 'B.Sc. Informatik', 'Informatik', 'Nürnberg'],
      ['09/2013 – 02/2016', 'B.Sc. Informatik', 'Nürnberg'],
    ],
    [['Pflege', 'pflege'], ['Pflege']],
    [['Kauffrau für Büromanagement', 'Büromanagement', undefined, ''], ['Kauffrau für Büromanagement']],
    [
      ['Maschinenbau', 'Elektrotechnik'],
      ['Maschinenbau', 'Elektrotechnik'],
    ],
  ])('%j', (parts, kept) => {
    expect(withoutRepeats(parts)).toEqual(kept);
  });
});
