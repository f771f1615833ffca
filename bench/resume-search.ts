/**
 * Resume search benchmark (printed figures, not a test): p50/p95 of a fixed German query set over N visible,
 * complete resumes on one site (BENCH_RESUMES, default 3,000), each query the full `searchResumes` — 10 hits
 * and all six facet counts — and the same end to end through the GraphQL handler as a signed-in site admin.
 * The database is DATABASE_URL or PGlite in PGLITE_DIR, as for the app; bench/resume-search.sh seeds a
 * throw-away PGlite folder first. The bench's own accounts and resumes are removed before and after.
 *   npx tsx bench/resume-search.ts --label pglite
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { encode } from 'next-auth/jwt';
import { SEARCH_RESUMES } from '../lib/graphql/documents/resume-search';
import { getRegion } from '../regions/registry';
import { closeDb, getDb, type Db } from '../server/db/client';
import { userRoles, users } from '../server/db/schema';
import { FRONTEND_HEADER, PROXY_REGION_HEADER } from '../server/graphql/protocol';
import { handleGraphQLRequest } from '../server/graphql/server';
import { searchResumes } from '../server/search/resume-search';
import type { ResumeFilters, ResumeSearchGeo } from '../server/search/resume-search-query';
import { ANY_SEARCHER } from '../server/search/resume-search-testing';
import { seedTaxonomies } from '../server/seed/taxonomies';
import { BENCH_EMAIL_DOMAIN, deleteBenchResumes, insertBenchResumes } from './resume-search-corpus';

const SITE = 'rosenheim';
const ROSENHEIM: ResumeSearchGeo = { lat: 47.8571, lon: 12.1181, radiusKm: 30 };

type Spec = { name: string; keys: string; geo?: ResumeSearchGeo; filters?: ResumeFilters; page?: number };

/** What recruiters on the site look for; tids are the seeded vocabularies' (server/seed/taxonomy-data*.ts). */
const QUERY_SET: Spec[] = [
  { name: 'no words', keys: '' },
  { name: 'Pflege', keys: 'Pflege' },
  { name: 'Pflege, 30 km around Rosenheim', keys: 'Pflege', geo: ROSENHEIM },
  { name: 'Softwareentwickler + skill SQL', keys: 'Softwareentwickler', filters: { skill: ['5020'] } },
  { name: 'two words: Pflegefachkraft Wundversorgung', keys: 'Pflegefachkraft Wundversorgung' },
  { name: 'Fachkraft, page 3', keys: 'Fachkraft', page: 3 },
];

const GRAPHQL = print(SEARCH_RESUMES);

/** The payload the /bewerbersuche page sends for the spec (lib/data/resume-search.ts). */
const payloadOf = (spec: Spec) => ({
  keys: spec.keys,
  place: spec.geo ?? null,
  filters: Object.entries(spec.filters ?? {}).map(([field, values]) => ({ field, values })),
  page: spec.page ?? 1,
});

async function viaEngine(db: Db, spec: Spec): Promise<number> {
  const query = { regionId: SITE, keys: spec.keys, geo: spec.geo ?? null, filters: spec.filters ?? {} };
  return (await searchResumes(db, { ...query, page: spec.page ?? 1, searcher: ANY_SEARCHER }, new Date())).total;
}

async function viaGraphQL(token: string, spec: Spec): Promise<number> {
  const response = await handleGraphQLRequest(
    new Request('http://bench.localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        [PROXY_REGION_HEADER]: SITE,
        [FRONTEND_HEADER]: `${SITE};de`,
      },
      body: JSON.stringify({ query: GRAPHQL, variables: { payload: payloadOf(spec) } }),
    }),
  );
  const json = (await response.json()) as {
    errors?: Array<{ message: string }>;
    data?: { searchResumes: { total: number } };
  };
  if (json.errors?.length || !json.data) throw new Error(json.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return json.data.searchResumes.total;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `runs` timed calls after `warmUp` untimed ones (caches, the title lexicon, plans); p50/p95 in ms. */
async function measure(run: () => Promise<number>, warmUp: number, runs: number) {
  for (let i = 0; i < warmUp; i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { p50: +percentile(latencies, 50).toFixed(1), p95: +percentile(latencies, 95).toFixed(1) };
}

/** A site admin of the bench's own (admin-like: may search without a subscription) and a session for them. */
async function benchAdminToken(db: Db): Promise<string> {
  const [admin] = await db
    .insert(users)
    .values({ email: `admin@${BENCH_EMAIL_DOMAIN}`, name: 'Bench Admin', emailVerified: new Date(), approved: true })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: admin.id, role: 'site_admin', regionId: SITE });
  return encode({ token: { sub: admin.id }, secret: process.env.NEXTAUTH_SECRET ?? '' });
}

function machineNote(label: string): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(2));
  return `${label}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, load ${load.join(' / ')}, Node ${process.version}`;
}

async function main() {
  const labelAt = process.argv.indexOf('--label');
  const label = labelAt >= 0 ? process.argv[labelAt + 1] : process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const count = Number(process.env.BENCH_RESUMES ?? 3000);
  // Below 20 runs the p95 is the slowest run: honest for a short bench, and said so in the docs.
  const runs = Number(process.env.BENCH_RUNS ?? 15);
  const region = getRegion(SITE);
  if (!region) throw new Error(`unknown region ${SITE}`);
  // The session secret of this process only: a run must not write ./data/auth-secret (server/auth/auth-secret.ts).
  process.env.NEXTAUTH_SECRET ||= randomBytes(32).toString('base64url');
  const db = await getDb();
  // The search text holds the labels of occupations and skills; idempotent on a seeded database.
  await seedTaxonomies(db);
  await deleteBenchResumes(db);
  const t0 = performance.now();
  await insertBenchResumes(db, region, count, new Date());
  console.log(`${label}: ${count} resumes inserted on ${SITE} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const token = await benchAdminToken(db);
    const rows = [];
    for (const spec of QUERY_SET) {
      const hits = await viaEngine(db, spec);
      const endToEnd = await viaGraphQL(token, spec);
      if (endToEnd !== hits) throw new Error(`${spec.name}: GraphQL found ${endToEnd}, the engine ${hits}`);
      const engine = await measure(() => viaEngine(db, spec), 2, runs);
      const graphql = await measure(() => viaGraphQL(token, spec), 2, runs);
      rows.push({
        query: spec.name,
        hits,
        'p50 ms': engine.p50,
        'p95 ms': engine.p95,
        'GraphQL p50 ms': graphql.p50,
        'GraphQL p95 ms': graphql.p95,
      });
    }
    const note = machineNote(label);
    console.log(`\nResume search, ${count.toLocaleString('en')} bench resumes on ${SITE}, ${runs} runs each: ${note}`);
    console.table(rows);
    mkdirSync('bench/results', { recursive: true });
    const result = { label, resumes: count, runs, machine: note, rows, measuredAt: new Date().toISOString() };
    writeFileSync(`bench/results/resume-search-${label}.json`, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await deleteBenchResumes(db);
    await closeDb();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
