import { describe, expect, it } from 'vitest';
import { isPastLastPage, pageCount } from './result-pages';

describe('result pages of a search (10 per page)', () => {
  it.each<[string, { page: number; total: number }, boolean]>([
    ['the first page of an empty search exists (it shows the empty state)', { page: 0, total: 0 }, false],
    ['a second page of an empty search does not', { page: 1, total: 0 }, true],
    ['the first page of one result', { page: 0, total: 1 }, false],
    ['the last full page', { page: 5, total: 60 }, false],
    ['the page after the last full page', { page: 6, total: 60 }, true],
    ['a last page with one result', { page: 6, total: 61 }, false],
    ['page 999 of 60 results', { page: 998, total: 60 }, true],
  ])('%s', (_case, { page, total }, past) => {
    expect(isPastLastPage(page, total, 10)).toBe(past);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [1234, 124],
  ])('%i results fill %i pages', (total, pages) => {
    expect(pageCount(total, 10)).toBe(pages);
  });
});
