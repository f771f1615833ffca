import { describe, expect, it } from 'vitest';
import { isPastLastPage, pageCount } from './result-pages';
import { JOB_MANAGER_ROWS_PER_PAGE, JOBS_PER_PAGE, ORGANIZATIONS_PER_PAGE, RESUMES_PER_PAGE } from '@/lib/contract';

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

// The page sizes come from their one home (server/search/page-sizes.ts, through lib/contract.ts): the search
// pages by them too, so the count of pages a listing links matches what the search fills.
describe('pages of each listing, by the spec’s page sizes', () => {
  it.each([
    ['jobs: 10 hits are one page', JOBS_PER_PAGE, 10, 1],
    ['jobs: 11 hits are two', JOBS_PER_PAGE, 11, 2],
    ['employers: 12 hits are one page', ORGANIZATIONS_PER_PAGE, 12, 1],
    ['employers: 13 hits are two', ORGANIZATIONS_PER_PAGE, 13, 2],
    ['resumes: 10 hits are one page', RESUMES_PER_PAGE, 10, 1],
    ['resumes: 21 hits are three', RESUMES_PER_PAGE, 21, 3],
    ['job manager: 20 rows are one page', JOB_MANAGER_ROWS_PER_PAGE, 20, 1],
    ['job manager: 21 rows are two', JOB_MANAGER_ROWS_PER_PAGE, 21, 2],
  ])('%s', (_case, perPage, total, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});
