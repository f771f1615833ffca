import { describe, expect, it } from 'vitest';
import { runBenchmark } from '../../bench/cv-import/run-benchmark';
import { overall } from '../../bench/cv-import/score';

/**
 * The parser over the generated corpus (bench/cv-import, 25 CVs × PDF and DOCX): a floor under the
 * benchmark's overall precision and recall and under every field, so a change that breaks one layout fails.
 */
describe('CV import over the generated corpus', () => {
  it('keeps precision and recall above the floor', async () => {
    const { scores, byGroup, documents } = await runBenchmark();
    expect(documents).toBeGreaterThanOrEqual(30);
    const { precision, recall } = overall(scores);
    expect(precision).toBeGreaterThan(0.9);
    expect(recall).toBeGreaterThan(0.9);
    for (const [field, c] of scores) {
      expect(c.truePositives / Math.max(1, c.predicted), `${field} precision`).toBeGreaterThan(0.7);
      expect(c.truePositives / Math.max(1, c.expected), `${field} recall`).toBeGreaterThan(0.7);
    }
    // CVs typeset with ligatures and a photo, "●" bullets and languages among the skills read as well as the rest.
    for (const group of ['designed (PDF)', 'designed (DOCX)']) {
      const designed = overall(byGroup.get(group)!);
      expect(designed.precision, `${group} precision`).toBeGreaterThan(0.95);
      expect(designed.recall, `${group} recall`).toBeGreaterThan(0.95);
    }
  });
});
