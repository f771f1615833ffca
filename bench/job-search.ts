/**
 * Job search benchmark (printed figures, not a test): p50/p95 of a fixed German query set — words + a facet
 * + a radius, 10 hits and every facet count — end to end through the GraphQL endpoint (a POST to the same
 * handler the app serves, without the network) and, in the same run, for the engine's SQL alone, at 1 and
 * 8 concurrent clients. Run by bench/job-search.sh against a database seeded with `--scale 100000`; the
 * database is DATABASE_URL or PGlite in PGLITE_DIR, as for the app.
 *   npx tsx bench/job-search.ts --label pglite
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { closeDb, getDb } from '../server/db/client';
import { handleGraphQLRequest } from '../server/graphql/server';
import { FRONTEND_HEADER, PROXY_REGION_HEADER } from '../server/graphql/protocol';
import { searchJobs } from '../server/search/search-jobs';
import { jobSearchQuery, type JobSearchQuery } from '../server/search/job-search-query';
import { buildJobSearchPayload, emptyJobSearchState, LISTING_FACETS } from '../lib/search/job-search-state';
import { getRegion } from '../regions/registry';

/** Employment type tids of the seed (server/seed/taxonomy-data.ts): Vollzeit, Teilzeit. */
const VOLLZEIT = '2001';
const TEILZEIT = '2002';

/** What job seekers of different regions type, with a filter and a place; 10 hits and all facet counts. */
const QUERY_SET = [
  { region: 'rosenheim', keys: 'Pflege', employment: TEILZEIT, lat: 48.0608, lon: 12.2333, radius: 20 },
  { region: 'franken', keys: 'Elektriker', employment: VOLLZEIT, lat: 49.4521, lon: 11.0767, radius: 35 },
  { region: 'berlin-brandenburg', keys: 'Erzieherin', employment: TEILZEIT, lat: 52.52, lon: 13.405, radius: 20 },
  { region: 'hamburg', keys: 'Lager', employment: VOLLZEIT, lat: 53.5511, lon: 9.9937, radius: 50 },
  { region: 'stuttgart', keys: 'Softwareentwickler', employment: VOLLZEIT, lat: 48.7758, lon: 9.1829, radius: 50 },
  { region: 'sachsen', keys: 'Kfz Mechatroniker', employment: VOLLZEIT, lat: 51.0504, lon: 13.7373, radius: 50 },
  { region: 'nrw', keys: 'MFA', employment: TEILZEIT, lat: 51.2277, lon: 6.7735, radius: 35 },
  { region: 'augsburg', keys: 'Koch', employment: VOLLZEIT, lat: 48.3705, lon: 10.8978, radius: 20 },
] as const;

type Spec = (typeof QUERY_SET)[number];

/** The listing's own payload for the spec (its search state, as the /jobs page builds it). */
function payloadOf(spec: Spec) {
  const state = {
    ...emptyJobSearchState(),
    search: spec.keys,
    lat: spec.lat,
    lon: spec.lon,
    radius: spec.radius,
    locationType: 'locality',
    filters: { employment_type: [spec.employment] },
  };
  return buildJobSearchPayload(state, { language: 'de', hideRadiusFor: [] });
}

function engineQueryOf(spec: Spec): JobSearchQuery {
  return jobSearchQuery({
    regionId: spec.region,
    language: 'de',
    now: new Date(),
    keys: spec.keys,
    conditions: [[{ field: 'employment_type', operator: '=', value: spec.employment }]],
    geo: { kind: 'radius', lat: spec.lat, lon: spec.lon, radiusKm: spec.radius },
    facets: LISTING_FACETS.map((field) => ({ field, limit: 100, operator: 'OR', minCount: 1, missing: false })),
  });
}

const GRAPHQL = `query Search($payload: JobSearchPayload!) { searchJobs(payload: $payload) {
  total jobs { id title url locationLabel distanceKm organization { name url } employmentTypes { label } salary { min max currencyCode unit } }
  facets { field values { value label count pathAlias } } } }`;

async function viaGraphQL(spec: Spec): Promise<void> {
  const response = await handleGraphQLRequest(
    new Request('http://bench.localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROXY_REGION_HEADER]: spec.region,
        [FRONTEND_HEADER]: `${spec.region};de`,
      },
      body: JSON.stringify({ query: GRAPHQL, variables: { payload: payloadOf(spec) } }),
    }),
  );
  const json = (await response.json()) as {
    errors?: Array<{ message: string }>;
    data?: { searchJobs: { jobs: unknown[] } };
  };
  if (json.errors?.length) throw new Error(json.errors[0].message);
}

async function viaEngine(spec: Spec): Promise<void> {
  await searchJobs(await getDb(), engineQueryOf(spec));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `clients` loops running the query set round-robin until `total` operations are done; latency of each. */
async function measure(run: (spec: Spec) => Promise<void>, clients: number, total: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const spec = QUERY_SET[next++ % QUERY_SET.length];
        const t0 = performance.now();
        await run(spec);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: +percentile(latencies, 50).toFixed(2),
    p95: +percentile(latencies, 95).toFixed(2),
    opsPerSecond: +(total / seconds).toFixed(1),
    operations: total,
  };
}

async function main() {
  const label = process.argv[process.argv.indexOf('--label') + 1] ?? 'database';
  const total = Number(process.env.BENCH_OPERATIONS ?? 400);
  for (const spec of QUERY_SET) if (!getRegion(spec.region)) throw new Error(`unknown region ${spec.region}`);
  const db = await getDb();
  const jobCount = Number(
    ((await db.execute(sql`select count(*)::int as n from jobs`)) as unknown as { rows: Array<{ n: number }> }).rows[0]
      .n,
  );
  // Warm-up: caches, the title lexicon, prepared plans.
  for (let i = 0; i < 3; i++) for (const spec of QUERY_SET) await viaGraphQL(spec);
  const hits = await Promise.all(
    QUERY_SET.map(async (spec) => (await searchJobs(db, { ...engineQueryOf(spec) })).total),
  );
  const rows = [];
  for (const clients of [1, 8]) {
    rows.push({ label, path: 'GraphQL (end to end)', clients, ...(await measure(viaGraphQL, clients, total)) });
    rows.push({ label, path: 'engine SQL only', clients, ...(await measure(viaEngine, clients, total)) });
  }
  const result = {
    label,
    jobs: jobCount,
    queries: QUERY_SET.map((q, i) => ({ ...q, total: hits[i] })),
    rows,
    measuredAt: new Date().toISOString(),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/job-search-${label}.json`, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`${label}: ${jobCount} jobs; hits per query: ${hits.join(', ')}`);
  console.table(rows);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
