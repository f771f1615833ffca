/**
 * nDCG@k with exponential gain, (2^g − 1) / log2(rank + 1): a job the seeker means (3) counts far more than
 * a neighbouring one (1), which is the point of grading by occupation. Pure, so it is tested on its own.
 */

/** Discounted cumulative gain of gains in ranked order, the first k. */
export function dcg(gains: readonly number[], k: number): number {
  return gains.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/**
 * The ranked hits' DCG over the ideal DCG: the best `k` gains the whole corpus holds for the query, sorted.
 * 0 when nothing in the corpus is relevant (such a query has no place in a judged set; the set's test refuses it).
 */
export function ndcgAt(rankedGains: readonly number[], corpusGains: readonly number[], k = 10): number {
  const ideal = dcg(
    [...corpusGains].sort((a, b) => b - a),
    k,
  );
  return ideal > 0 ? dcg(rankedGains, k) / ideal : 0;
}
