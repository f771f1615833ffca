/**
 * The job search benchmark's size: 100,000 jobs by default (both databases, read by `npm run bench`);
 * another size (`--jobs 1000000`) keeps its results in files of its own, bench/results/job-search-*-<jobs>.json.
 */
export const DEFAULT_JOBS = 100_000;

/** The result files' suffix for `--jobs N` in argv: none at the default size. */
export function resultSuffix(argv: readonly string[]): string {
  const i = argv.indexOf('--jobs');
  const jobs = i >= 0 ? Number(argv[i + 1]) : DEFAULT_JOBS;
  if (!Number.isInteger(jobs) || jobs <= 0) throw new Error(`--jobs must be a positive whole number`);
  return jobs === DEFAULT_JOBS ? '' : `-${jobs}`;
}
