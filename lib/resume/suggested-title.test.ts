import { describe, expect, it } from 'vitest';
import { suggestedDesiredTitle } from './suggested-title';

const job = (jobTitle: string, start: string, end?: string, current = false) => ({
  jobTitle,
  period: { start, end: end ?? null, current },
});

describe('suggestedDesiredTitle', () => {
  it.each([
    ['no work entries', [], null],
    [
      'the current job',
      [job('Bürokraft', '2016-04', '2019-02'), job('Kauffrau für Büromanagement', '2019-03', undefined, true)],
      'Kauffrau für Büromanagement',
    ],
    [
      'the latest started of two current jobs',
      [job('Minijob Kasse', '2015-01', undefined, true), job('Pflegefachkraft', '2020-05', undefined, true)],
      'Pflegefachkraft',
    ],
    [
      'else the most recently ended',
      [job('Lagerhelfer', '2010-01', '2014-12'), job('Staplerfahrer', '2015-01', '2022-06')],
      'Staplerfahrer',
    ],
    [
      'an entry without an end counts by its start',
      [job('Fahrer', '2023-01'), job('Lagerhelfer', '2010-01', '2014-12')],
      'Fahrer',
    ],
    [
      'untitled entries are skipped',
      [job('  ', '2024-01', undefined, true), job('Koch', '2018-01', '2023-12')],
      'Koch',
    ],
  ])('%s', (_name, work, title) => {
    expect(suggestedDesiredTitle(work)).toBe(title);
  });
});
