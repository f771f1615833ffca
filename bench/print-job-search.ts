/**
 * Prints the job search benchmark (bench/results/job-search-{pglite,postgres}.json) as one table with the
 * job search's targets (docs/architecture.md, "Job search"): p95 ≤ 30 ms end to end on PostgreSQL at one client, end to
 * end at most 1.5 × the bare SQL, PGlite at most 3 × the server. Also writes bench/results/job-search.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Row = { label: string; path: string; clients: number; p50: number; p95: number; opsPerSecond: number };
type Result = { label: string; jobs: number; rows: Row[] };

const load = (label: string) => JSON.parse(readFileSync(`bench/results/job-search-${label}.json`, 'utf8')) as Result;
const pglite = load('pglite');
const postgres = load('postgres');
const find = (r: Result, path: string, clients: number) =>
  r.rows.find((row) => row.path.startsWith(path) && row.clients === clients)!;

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const checks = [1, 8].flatMap((clients) => {
  const pgE2e = find(postgres, 'GraphQL', clients);
  const pgSql = find(postgres, 'engine', clients);
  const liteE2e = find(pglite, 'GraphQL', clients);
  const liteSql = find(pglite, 'engine', clients);
  return [
    ...(clients === 1
      ? [
          {
            target: 'PostgreSQL p95 end to end ≤ 30 ms (1 client)',
            value: `${pgE2e.p95} ms`,
            status: mark(pgE2e.p95 <= 30),
          },
        ]
      : []),
    {
      target: `PostgreSQL end to end ≤ 1.5 × SQL (p95, ${clients} clients)`,
      value: `${(pgE2e.p95 / pgSql.p95).toFixed(2)} ×`,
      status: mark(pgE2e.p95 <= 1.5 * pgSql.p95),
    },
    {
      target: `PGlite end to end ≤ 1.5 × SQL (p95, ${clients} clients)`,
      value: `${(liteE2e.p95 / liteSql.p95).toFixed(2)} ×`,
      status: mark(liteE2e.p95 <= 1.5 * liteSql.p95),
    },
    {
      target: `PGlite ≤ 3 × PostgreSQL (p95 end to end, ${clients} clients)`,
      value: `${(liteE2e.p95 / pgE2e.p95).toFixed(2)} ×`,
      status: mark(liteE2e.p95 <= 3 * pgE2e.p95),
    },
  ];
});

console.log(
  `\nJob search, ${postgres.jobs.toLocaleString('de-DE')} jobs (PostgreSQL) / ${pglite.jobs.toLocaleString('de-DE')} jobs (PGlite): p50/p95 in ms`,
);
console.table(
  [...postgres.rows, ...pglite.rows].map((r) => ({
    database: r.label,
    path: r.path,
    clients: r.clients,
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'ops/s': r.opsPerSecond,
  })),
);
console.table(checks);
writeFileSync('bench/results/job-search.json', `${JSON.stringify({ postgres, pglite, checks }, null, 2)}\n`);
