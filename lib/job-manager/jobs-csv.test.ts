import { describe, expect, it } from 'vitest';
import { csvCell, jobsCsv, type CsvLabels } from './jobs-csv';

const LABELS: CsvLabels = {
  columns: {
    title: 'Titel',
    state: 'Status',
    frontend: 'Seite',
    publishedAt: 'Veröffentlicht am',
    expiresAt: 'Endet am',
    views: 'Aufrufe',
    applyStarts: 'Bewerbung begonnen',
    applications: 'Bewerbungen',
    outboundClicks: 'Klicks',
    url: 'Adresse',
  },
  states: { published: 'Veröffentlicht' },
};

describe('the job list as CSV', () => {
  it.each([
    ['Koch', 'Koch'],
    ['Koch; Küche', '"Koch; Küche"'],
    ['Der "beste" Job', '"Der ""beste"" Job"'],
    ['Zwei\nZeilen', '"Zwei\nZeilen"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1', "'-1"],
    ['@SUM', "'@SUM"],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('opens in German Excel: BOM, semicolons, CRLF, German dates and numbers', () => {
    const csv = jobsCsv(
      [
        {
          id: '1',
          title: 'Pflegefachkraft (m/w/d)',
          state: 'published',
          frontend: 'rosenheim',
          frontendName: 'Rosenheim Jobs',
          publishedAt: '2026-11-01T08:00:00Z',
          expiresAt: '2026-11-30T23:30:00Z',
          createdAt: '2026-10-30T08:00:00Z',
          url: 'https://rosenheim.example/job/1',
          figures: { views: 1234, applyStarts: 5, applications: 2, outboundClicks: 0 },
        },
      ],
      LABELS,
    );
    expect(csv.startsWith('\uFEFFTitel;Status;Seite;')).toBe(true);
    const [, row] = csv.slice(1).split('\r\n');
    // 23:30 UTC on the 30th is already the 1st of December in Germany.
    expect(row).toBe(
      'Pflegefachkraft (m/w/d);Veröffentlicht;Rosenheim Jobs;01.11.2026;01.12.2026;1.234;5;2;0;https://rosenheim.example/job/1',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
