import { describe, expect, it } from 'vitest';
import { failures, loadTable, spread, visibilityTable, type LoadRow, type ScaleResults } from './scale-report';

const load = (o: Partial<LoadRow> = {}): LoadRow => ({
  instances: 2,
  page: 'listing',
  path: '/jobs',
  requests: 40_000,
  perSecond: 2000,
  p50Ms: 8,
  p95Ms: 30,
  non2xx: 0,
  errors: 0,
  loadAverage: 2.5,
  ...o,
});

describe('spread of the seconds until a change shows', () => {
  it.each([
    { values: [], expected: null },
    { values: [0.05], expected: { min: 0.05, median: 0.05, max: 0.05 } },
    { values: [0.3, 0.1, 0.2], expected: { min: 0.1, median: 0.2, max: 0.3 } },
    { values: [0.4, 0.1, 0.3, 0.2], expected: { min: 0.1, median: 0.25, max: 0.4 } },
  ])('$values → $expected', ({ values, expected }) => {
    expect(spread(values)).toEqual(expected);
  });
});

describe('a run fails on every answer that was not a page', () => {
  const clean: ScaleResults = {
    load: [load({ instances: 1 }), load()],
    visibility: [{ from: 'A', to: 'B', seconds: [0.05, 0.06], missed: 0 }],
  };
  it.each<{ name: string; results: ScaleResults; expected: string[] }>([
    { name: 'clean', results: clean, expected: [] },
    {
      name: 'non-2xx answers',
      results: { ...clean, load: [load({ non2xx: 3 })] },
      expected: ['listing with 2 instance(s): 3 answers not 2xx'],
    },
    {
      name: 'errors and timeouts',
      results: { ...clean, load: [load({ page: 'job page', instances: 1, errors: 7 })] },
      expected: ['job page with 1 instance(s): 7 errors or timeouts'],
    },
    {
      name: 'no answer at all',
      results: { ...clean, load: [load({ requests: 0, perSecond: 0 })] },
      expected: ['listing with 2 instance(s): no answer at all'],
    },
    {
      name: 'a change never seen',
      results: { ...clean, visibility: [{ from: 'B', to: 'A', seconds: [0.1], missed: 1 }] },
      expected: ['change on B never seen on A in 1 of the tries'],
    },
    {
      name: 'no try made',
      results: { ...clean, visibility: [{ from: 'A', to: 'B', seconds: [], missed: 0 }] },
      expected: ['change on A, seen on B: not measured'],
    },
  ])('$name', ({ results, expected }) => {
    expect(failures(results)).toEqual(expected);
  });
});

describe('tables', () => {
  it("prints a load row with its rate, percentiles, errors and the machine's load", () => {
    expect(loadTable([load({ perSecond: 1234.56, p50Ms: 7.25, p95Ms: 41, errors: 2 })]).split('\n')[2]).toBe(
      '| listing /jobs | 2 | 1,234.6 | 7.3 | 41.0 | 40000 | 0 | 2 | 2.5 |',
    );
  });

  it('prints min, median and max of the seen tries and counts the missed ones among the tries', () => {
    const rows = visibilityTable([
      { from: 'A', to: 'B', seconds: [0.031, 0.012, 0.02], missed: 1 },
      { from: 'B', to: 'A', seconds: [], missed: 2 },
    ]).split('\n');
    expect(rows.slice(2)).toEqual(['| A | B | 4 | 0.012 | 0.020 | 0.031 | 1 |', '| B | A | 2 | – | – | – | 2 |']);
  });
});
