import { describe, expect, it } from 'vitest';
import { dcg, ndcgAt } from './ndcg';

describe('nDCG@10', () => {
  it.each([
    { name: 'ideal order', ranked: [3, 2, 1], corpus: [1, 2, 3, 0], expected: 1 },
    { name: 'nothing found', ranked: [], corpus: [3, 1], expected: 0 },
    { name: 'only irrelevant hits', ranked: [0, 0, 0], corpus: [3, 0, 0, 0], expected: 0 },
    // (2^1 − 1)/log2(2) + (2^3 − 1)/log2(3) over the ideal 7/log2(2) + 1/log2(3).
    { name: 'swapped pair', ranked: [1, 3], corpus: [3, 1], expected: (1 + 7 / Math.log2(3)) / (7 + 1 / Math.log2(3)) },
    { name: 'one of several relevant, first', ranked: [3], corpus: [3, 3], expected: 7 / (7 + 7 / Math.log2(3)) },
    { name: 'no relevant job in the corpus', ranked: [0], corpus: [0, 0], expected: 0 },
  ])('$name', ({ ranked, corpus, expected }) => {
    expect(ndcgAt(ranked, corpus)).toBeCloseTo(expected, 10);
  });

  it('counts only the first k hits', () => {
    const ranked = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3];
    expect(ndcgAt(ranked, [3])).toBe(0);
    expect(ndcgAt(ranked, [3], 11)).toBeCloseTo(7 / Math.log2(12) / 7, 10);
  });

  it('weights a job the seeker means far above a neighbouring one', () => {
    expect(dcg([3], 10)).toBe(7);
    expect(dcg([1], 10)).toBe(1);
  });
});
