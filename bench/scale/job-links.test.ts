import { describe, expect, it } from 'vitest';
import { jobPathsIn } from './job-links';

describe('job pages of a listing', () => {
  const id = (n: number) => `5eedc61e-25fa-8a95-9acb-c8b5e77fa2a${n}`;
  it.each([
    { name: 'none', html: '<a href="/jobs?page=2">2</a>', expected: [] },
    {
      name: 'in order, each once',
      html: `<a href="/job/${id(2)}">x</a><a href="/job/${id(1)}">y</a><a href="/job/${id(2)}">x again</a>`,
      expected: [`/job/${id(2)}`, `/job/${id(1)}`],
    },
    { name: 'not the wizard', html: '<a href="/job/wizard">Stelle veröffentlichen</a>', expected: [] },
  ])('$name', ({ html, expected }) => {
    expect(jobPathsIn(html)).toEqual(expected);
  });
});
