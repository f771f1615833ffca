import { describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus';
import { EMPLOYERS } from './employers';
import { gainOf, QUERY_CLASSES } from './grading';
import { QUERIES } from './queries';

const corpus = buildCorpus();
const occupations = new Set(corpus.map((job) => job.occupation));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('judged corpus and queries', () => {
  it('holds 600–1,500 jobs with unique keys from known employers, the same on every build', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(600);
    expect(corpus.length).toBeLessThanOrEqual(1500);
    expect(new Set(corpus.map((job) => job.key)).size).toBe(corpus.length);
    const slugs = new Set(EMPLOYERS.map((e) => e.slug));
    expect(corpus.filter((job) => !slugs.has(job.employerSlug))).toEqual([]);
    expect(buildCorpus()).toEqual(corpus);
  });

  it('has at least 60 queries, each once, covering every class', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUERIES.map((q) => q.keys)).size).toBe(QUERIES.length);
    for (const cls of QUERY_CLASSES) expect(QUERIES.some((q) => q.class === cls)).toBe(true);
  });

  it.each(QUERIES.map((q) => [q.keys, q] as const))('%s grades occupations of the corpus and finds some', (_, q) => {
    expect(Object.keys(q.gains).filter((id) => !occupations.has(id))).toEqual([]);
    expect(corpus.some((job) => gainOf(q, job) > 0)).toBe(true);
  });

  it('writes no abbreviation of class 2 in an ad of the occupation it means', () => {
    for (const q of QUERIES.filter((q) => q.class === 'abbreviation')) {
      const word = new RegExp(`\\b${q.keys}\\b`, 'i');
      const meant = corpus.filter((job) => q.gains[job.occupation] === 3);
      expect(meant.filter((job) => word.test(`${job.title} ${text(job.description)}`)).map((j) => j.key)).toEqual([]);
    }
  });

  it('has no ad titled with a job of class 7', () => {
    for (const q of QUERIES.filter((q) => q.class === 'neighbour')) {
      const stem = q.keys.toLowerCase().slice(0, 6);
      expect(corpus.filter((job) => job.title.toLowerCase().includes(stem)).map((j) => j.key)).toEqual([]);
    }
  });
});
