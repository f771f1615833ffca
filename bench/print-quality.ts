/**
 * Prints the quality benchmark as one table (bench/quality/report.ts marks the targets): the
 * passes of bench/quality.ts (bench/results/quality-pglite.json, and quality-postgres.json for the load
 * on a PostgreSQL server) and the job search benchmark (bench/results/job-search.json). Also writes
 * bench/results/quality.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { markdownTable, qualityRows, type LoadBlock, type QualityFigures, type SearchRow } from './quality/report';

type Pass = Partial<Pick<QualityFigures, 'floor' | 'js' | 'lighthouse'>> & {
  meta: { date: string; commit: string; cpus: number; region: string };
  load: LoadBlock;
};

const read = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);
const main = read<Pass>('bench/results/quality-pglite.json');
if (!main?.floor || !main.js || !main.lighthouse)
  throw new Error('bench/results/quality-pglite.json is missing or has no browser figures: run `npm run bench`');
const postgres = read<Pass>('bench/results/quality-postgres.json');
const search = read<Record<'postgres' | 'pglite', { jobs: number; rows: SearchRow[] }>>(
  'bench/results/job-search.json',
);

const figures: QualityFigures = {
  jobsRoute: 'listing',
  floor: main.floor,
  js: main.js,
  lighthouse: main.lighthouse,
  loads: [main.load, ...(postgres ? [postgres.load] : [])],
  search: search ? { jobs: search.postgres.jobs, rows: [...search.postgres.rows, ...search.pglite.rows] } : null,
};
const rows = qualityRows(figures);
writeFileSync('bench/results/quality.json', `${JSON.stringify({ meta: main.meta, figures, rows }, null, 2)}\n`);

console.log(
  `\nQuality benchmark (${main.meta.date}, commit ${main.meta.commit}, ${main.meta.cpus} cores, ${main.meta.region} demo data)\n`,
);
console.log(markdownTable(rows));
const findings = figures.lighthouse.flatMap((page) => page.findings.map((finding) => `${page.route}: ${finding}`));
if (findings.length) console.log(`\nLighthouse audits below full score:\n${findings.map((f) => `- ${f}`).join('\n')}`);
if (!figures.search)
  console.log('\n(no job search figures: run `npm run bench` without BENCH_SEARCH=reuse, or `npm run bench:search`)');
console.log('\nWritten to bench/results/quality.json');
