/**
 * Prints the job search benchmark (bench/results/job-search-{postgres,pglite}[-<jobs>].json) as tables
 * with the job search's targets (docs/architecture.md, "Job search"): p95 ≤ 30 ms end to end on
 * PostgreSQL at one client, end to end at most 1.2 × the bare SQL, each common-word query within 3 × the
 * median query, PGlite at most 3 × the server. Also writes bench/results/job-search[-<jobs>].json.
 *   npx tsx bench/print-job-search.ts [--jobs 1000000]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resultSuffix } from './job-search-size';

type Row = { label: string; path: string; clients: number; p50: number; p95: number; opsPerSecond: number };
type PerQuery = { query: string; common: boolean; total: number; e2eP95: number; sqlP95: number };
type Result = { label: string; jobs: number; rows: Row[]; queries: PerQuery[] };

const suffix = resultSuffix(process.argv);
const load = (label: string): Result | null => {
  const file = `bench/results/job-search-${label}${suffix}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Result) : null;
};
const postgres = load('postgres');
if (!postgres) throw new Error(`bench/results/job-search-postgres${suffix}.json is missing: run npm run bench:search`);
const pglite = load('pglite');
const find = (r: Result, path: string, clients: number) =>
  r.rows.find((row) => row.path.startsWith(path) && row.clients === clients)!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const times = (a: number, b: number) => `${(a / b).toFixed(2)} ×`;

/** The targets of one database: the end-to-end overhead at 1 and 8 clients, the common words at one. */
function databaseChecks(r: Result, name: string) {
  const overhead = [1, 8].map((clients) => {
    const e2e = find(r, 'GraphQL', clients);
    const bare = find(r, 'engine', clients);
    return {
      target: `${name} end to end ≤ 1.2 × SQL (p95, ${clients} clients)`,
      value: times(e2e.p95, bare.p95),
      status: mark(e2e.p95 <= 1.2 * bare.p95),
    };
  });
  const typical = median(r.queries.map((q) => q.e2eP95));
  const common = r.queries
    .filter((q) => q.common)
    .map((q) => ({
      target: `${name} common word ${q.query} ≤ 3 × median query (p95 end to end, 1 client)`,
      value: `${q.e2eP95} ms = ${times(q.e2eP95, typical)} ${typical} ms`,
      status: mark(q.e2eP95 <= 3 * typical),
    }));
  return [...overhead, ...common];
}

const pgE2e = find(postgres, 'GraphQL', 1);
const slowest = postgres.queries.reduce((a, b) => (b.e2eP95 > a.e2eP95 ? b : a));
const checks = [
  { target: 'PostgreSQL p95 end to end ≤ 30 ms (1 client)', value: `${pgE2e.p95} ms`, status: mark(pgE2e.p95 <= 30) },
  {
    target: 'PostgreSQL slowest query p95 end to end (1 client)',
    value: `${slowest.e2eP95} ms, ${slowest.query}`,
    status: mark(slowest.e2eP95 <= 30),
  },
  ...databaseChecks(postgres, 'PostgreSQL'),
  ...(pglite
    ? [
        ...databaseChecks(pglite, 'PGlite'),
        ...[1, 8].map((clients) => {
          const lite = find(pglite, 'GraphQL', clients).p95;
          const server = find(postgres, 'GraphQL', clients).p95;
          return {
            target: `PGlite ≤ 3 × PostgreSQL (p95 end to end, ${clients} clients)`,
            value: times(lite, server),
            status: mark(lite <= 3 * server),
          };
        }),
      ]
    : []),
];

const sizes = [postgres, pglite].filter((r): r is Result => r !== null);
console.log(
  `\nJob search, ${sizes.map((r) => `${r.jobs.toLocaleString('de-DE')} jobs (${r.label})`).join(' / ')}: p50/p95 in ms`,
);
console.table(
  sizes.flatMap((r) =>
    r.queries.map((q) => ({ database: r.label, ...q, 'e2e/SQL': +(q.e2eP95 / q.sqlP95).toFixed(2) })),
  ),
);
console.table(
  sizes
    .flatMap((r) => r.rows)
    .map((r) => ({
      database: r.label,
      path: r.path,
      clients: r.clients,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'ops/s': r.opsPerSecond,
    })),
);
console.table(checks);
writeFileSync(`bench/results/job-search${suffix}.json`, `${JSON.stringify({ postgres, pglite, checks }, null, 2)}\n`);
