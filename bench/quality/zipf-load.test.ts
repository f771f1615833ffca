import { describe, expect, it } from 'vitest';
import { zipfPicker } from './zipf-load';

describe('zipfPicker', () => {
  it('asks for the k-th URL about 1/k as often as for the first, and for every URL', () => {
    const urls = Array.from({ length: 500 }, (_, i) => ({ host: 'franken.localhost', path: `/job/${i}` }));
    let seed = 1;
    // A fixed pseudo-random sequence, so the counts are the same every run.
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const pick = zipfPicker(urls, random);
    const counts = new Map<string, number>();
    for (let i = 0; i < 200_000; i++) {
      const { path } = pick();
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
    const first = counts.get('/job/0')!;
    expect(counts.get('/job/1')! / first).toBeCloseTo(1 / 2, 1);
    expect(counts.get('/job/9')! / first).toBeCloseTo(1 / 10, 1);
    expect(counts.size).toBe(500);
  });
});
