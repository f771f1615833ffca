/**
 * Job search benchmark (printed figures, not a test): p50/p95 of a fixed German query set
 * (bench/job-search-queries.ts: words + a facet + a radius, 10 hits and every facet count) end to end
 * through the GraphQL endpoint (a POST to the same handler the app serves, without the network) and, in
 * the same run, for the engine's SQL alone, at 1 and 8 concurrent clients; at one client also per query.
 * Run by bench/job-search.sh against a database seeded with `--scale`; the database is DATABASE_URL or
 * PGlite in PGLITE_DIR, as for the app.
 *   npx tsx bench/job-search.ts --label pglite [--jobs 1000000]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { closeDb, getDb } from '../server/db/client';
import { handleGraphQLRequest } from '../server/graphql/server';
import { FRONTEND_HEADER, PROXY_REGION_HEADER } from '../server/graphql/protocol';
import { searchJobs } from '../server/search/search-jobs';
import { getRegion } from '../regions/registry';
import { type BenchQuery, engineQueryOf, payloadOf, QUERY_SET, queryName } from './job-search-queries';
import { resultSuffix } from './job-search-size';

const GRAPHQL = `query Search($payload: JobSearchPayload!) { searchJobs(payload: $payload) {
  total jobs { id title url locationLabel distanceKm organization { name url } employmentTypes { label } salary { min max currencyCode unit } }
  facets { field values { value label count pathAlias } } } }`;

async function viaGraphQL(q: BenchQuery): Promise<void> {
  const response = await handleGraphQLRequest(
    new Request('http://bench.localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROXY_REGION_HEADER]: q.region,
        [FRONTEND_HEADER]: `${q.region};de`,
      },
      body: JSON.stringify({ query: GRAPHQL, variables: { payload: payloadOf(q) } }),
    }),
  );
  const json = (await response.json()) as {
    errors?: Array<{ message: string }>;
    data?: { searchJobs: { jobs: unknown[] } };
  };
  if (json.errors?.length) throw new Error(json.errors[0].message);
}

async function viaEngine(q: BenchQuery): Promise<void> {
  await searchJobs(await getDb(), engineQueryOf(q));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: +percentile(sorted, 50).toFixed(2), p95: +percentile(sorted, 95).toFixed(2) };
};

/**
 * `clients` loops running the query set round-robin until `total` operations are done: p50/p95 over all
 * operations, operations per second, and each query's own latencies.
 */
async function measure(run: (q: BenchQuery) => Promise<void>, clients: number, total: number) {
  const byQuery: number[][] = QUERY_SET.map(() => []);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const index = next++ % QUERY_SET.length;
        const t0 = performance.now();
        await run(QUERY_SET[index]);
        byQuery[index].push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    row: { ...summary(byQuery.flat()), opsPerSecond: +(total / seconds).toFixed(1), operations: total },
    byQuery: byQuery.map(summary),
  };
}

async function main() {
  const label = process.argv[process.argv.indexOf('--label') + 1] ?? 'database';
  const total = Number(process.env.BENCH_OPERATIONS ?? 440);
  for (const q of QUERY_SET) if (!getRegion(q.region)) throw new Error(`unknown region ${q.region}`);
  const db = await getDb();
  const jobCount = Number(
    ((await db.execute(sql`select count(*)::int as n from jobs`)) as unknown as { rows: Array<{ n: number }> }).rows[0]
      .n,
  );
  // Warm-up: caches, the title lexicon, prepared plans.
  for (let i = 0; i < 3; i++) for (const q of QUERY_SET) await viaGraphQL(q);
  const hits = await Promise.all(QUERY_SET.map(async (q) => (await searchJobs(db, engineQueryOf(q))).total));
  const rows = [];
  const perQuery = QUERY_SET.map((q, i) => ({ query: queryName(q), common: !!q.common, total: hits[i] }));
  for (const clients of [1, 8]) {
    const e2e = await measure(viaGraphQL, clients, total);
    const bare = await measure(viaEngine, clients, total);
    rows.push({ label, path: 'GraphQL (end to end)', clients, ...e2e.row });
    rows.push({ label, path: 'engine SQL only', clients, ...bare.row });
    if (clients === 1)
      perQuery.forEach((q, i) =>
        Object.assign(q, {
          e2eP50: e2e.byQuery[i].p50,
          e2eP95: e2e.byQuery[i].p95,
          sqlP50: bare.byQuery[i].p50,
          sqlP95: bare.byQuery[i].p95,
        }),
      );
  }
  const result = { label, jobs: jobCount, queries: perQuery, rows, measuredAt: new Date().toISOString() };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/job-search-${label}${resultSuffix(process.argv)}.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(`${label}: ${jobCount} jobs`);
  console.table(perQuery);
  console.table(rows);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
