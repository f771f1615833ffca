import { readFile } from 'node:fs/promises';
import type { SearchJobsQuery } from '@/lib/graphql/generated/operations';

/**
 * Routes that exist only for `npm run bench` (bench/quality.ts): an empty page (the framework's
 * JavaScript floor) and the job listing rendered from static JSON (the framework's throughput ceiling).
 * The bench starts the production server with BENCH_ROUTES=1; otherwise they answer 404.
 */
export const BENCH_EMPTY_PATH = '/bench/empty';
export const BENCH_CEILING_PATH = '/bench/jobs-ceiling';

export function benchRoutesEnabled(): boolean {
  return process.env.BENCH_ROUTES === '1';
}

let fixture: Promise<SearchJobsQuery['searchJobs']> | null = null;

/**
 * The searchJobs answer the bench captured from this server for the same query (BENCH_CEILING_FIXTURE),
 * read once and then served from memory, so the ceiling route does no data access.
 */
export function loadCeilingFixture(): Promise<SearchJobsQuery['searchJobs']> {
  const path = process.env.BENCH_CEILING_FIXTURE;
  if (!path) throw new Error('BENCH_CEILING_FIXTURE names no file');
  fixture ??= readFile(path, 'utf8').then((text) => (JSON.parse(text) as SearchJobsQuery).searchJobs);
  return fixture;
}
