/**
 * One pass of the quality benchmark (figures, not a test), run by bench/quality-pass.sh against the
 * production server it started with BENCH_ROUTES=1 on seeded demo data: first-load JavaScript per route
 * against an empty page of the same build, Lighthouse (mobile) for the listing, a job page and an employer
 * page, loopback load at 20 connections over a Zipf mix of each public page kind on every site (answered by
 * the page cache, whose hit rate is printed) against a route that renders the same results from static JSON,
 * and server memory; `--load-only` measures load and memory alone. Writes bench/results/quality-<label>.json
 * for bench/print-quality.ts.
 *   npx tsx bench/quality.ts --port 3200 --fixture /tmp/ceiling.json --server-pid 1234 --label pglite
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { print } from 'graphql';
import { chromium } from 'playwright-core';
import { SEARCH_JOBS } from '../lib/graphql/documents/jobs';
import { buildJobSearchPayload, parseJobSearchUrl } from '../lib/search/job-search-state';
import { BENCH_CEILING_PATH, BENCH_EMPTY_PATH } from '../lib/bench/bench-routes';
import { FRONTEND_HEADER, formatFrontendHeader } from '../server/graphql/protocol';
import { getRegion, REGIONS } from '../regions/registry';
import { PAGE_CACHE_STATS_PATH } from '../server/page-cache/page-cache-settings';
import type { PageCacheStats } from '../server/page-cache/page-cache-store';
import { measureFirstLoadJs } from './quality/first-load-js';
import { runLighthouse } from './quality/lighthouse-run';
import { loadTest, meanOfRuns } from './quality/load-test';
import { benchUrls } from './quality/bench-urls';
import { zipfLoadTest } from './quality/zipf-load';
import { treeRssMb } from './quality/process-memory';
import type { LoadBlock, QualityFigures } from './quality/report';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    fixture: { type: 'string' },
    'server-pid': { type: 'string' },
    label: { type: 'string' },
    'load-only': { type: 'boolean' },
  },
});
const LABEL = args.label ?? 'pglite';
/** How the table names the database of a pass. */
const DATABASE_NAMES: Record<string, string> = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL server' };
const PORT = Number(args.port ?? 3200);
const FIXTURE = args.fixture!;
const SERVER_PID = Number(args['server-pid']);
const REGION = 'franken';
const HOST = `${REGION}.localhost:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SEARCH = 'Pflege';
const LISTING_PATH = `/jobs?search=${SEARCH}`;
const LOAD = { connections: 20, seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10), warmupSeconds: 3 };
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** A request to a site: Node's fetch ignores a Host header, and the region comes from it. */
function site(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string>; host?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${ORIGIN}${path}`,
      { method: init.method ?? 'GET', headers: { host: init.host ?? HOST, ...init.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await site('/api/messages/de', { host: `localhost:${PORT}` })).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on port ${PORT} did not answer within 2 minutes`);
}

async function firstSitemapPath(type: 'job' | 'organization'): Promise<string> {
  const { status, text } = await site(`/${type}/sitemap.xml`);
  const loc = /<loc>([^<]+)<\/loc>/.exec(text);
  if (status !== 200 || !loc) throw new Error(`/${type}/sitemap.xml of ${REGION} lists nothing (${status})`);
  return new URL(loc[1]).pathname;
}

/** The searchJobs answer for the listing's query, from this server, for the ceiling route to render. */
async function captureCeilingFixture(): Promise<number> {
  const region = getRegion(REGION)!;
  const noTerms = { byAlias: () => undefined, aliasOf: () => undefined };
  const payload = buildJobSearchPayload(parseJobSearchUrl([], { search: SEARCH }, noTerms)!, {
    language: region.DEFAULT_LOCALE,
    hideRadiusFor: region.GEO_INFO.radius.hideForLocationType,
  });
  const { status, text } = await site('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [FRONTEND_HEADER]: formatFrontendHeader({ regionId: REGION, locale: region.DEFAULT_LOCALE }),
    },
    body: JSON.stringify({ query: print(SEARCH_JOBS), variables: { payload } }),
  });
  const json = JSON.parse(text) as { data?: { searchJobs: { total: number; jobs: unknown[] } }; errors?: unknown };
  if (status !== 200 || !json.data)
    throw new Error(`searchJobs for the ceiling failed (${status}): ${text.slice(0, 300)}`);
  writeFileSync(FIXTURE, JSON.stringify(json.data));
  return json.data.searchJobs.jobs.length;
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  await waitForServer();
  const jobPath = await firstSitemapPath('job');
  const organizationPath = await firstSitemapPath('organization');
  const hits = await captureCeilingFixture();
  const ceilingPath = `${BENCH_CEILING_PATH}?search=${SEARCH}`;

  // The ceiling must render what the listing renders: same status, same result heading.
  const [listing, ceiling] = [await site(LISTING_PATH), await site(ceilingPath)];
  const heading = (html: string) => /<h2 id="jobs-results"[^>]*>([^<]+)</.exec(html)?.[1];
  if (listing.status !== 200 || ceiling.status !== 200 || heading(listing.text) !== heading(ceiling.text)) {
    throw new Error(
      `listing (${listing.status}, “${heading(listing.text)}”) and ceiling (${ceiling.status}, “${heading(ceiling.text)}”) differ`,
    );
  }
  console.log(
    `› ${REGION} ${LISTING_PATH}: “${heading(listing.text)}”, ${hits} results on the page; HTML ${listing.text.length} B, ceiling ${ceiling.text.length} B`,
  );

  const pages = [
    { route: 'listing', path: LISTING_PATH },
    { route: 'listing, no words', path: '/jobs' },
    { route: 'listing, facet path', path: `/jobs/teilzeit?search=${SEARCH}` },
    { route: 'job page', path: jobPath },
    { route: 'employer page', path: organizationPath },
    { route: 'employer search', path: '/arbeitgeber' },
    { route: 'front page', path: '/' },
    { route: 'sign-in', path: '/user/login' },
    { route: 'sign-up', path: '/user/register' },
    { route: 'landing page', path: '/datenschutz' },
    { route: '404 page', path: '/gibt-es-nicht' },
  ];
  const audited = pages.filter((p) => ['listing', 'job page', 'employer page'].includes(p.route));
  const meta = {
    date: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    cpus: cpus().length,
    region: REGION,
    label: LABEL,
  };
  let browserFigures: Pick<QualityFigures, 'floor' | 'js' | 'lighthouse'> | null = null;

  if (!args['load-only']) {
    console.log('› first-load JavaScript in Chromium');
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const floor = {
      path: BENCH_EMPTY_PATH,
      ...(await measureFirstLoadJs(browser, `http://localhost:${PORT}${BENCH_EMPTY_PATH}`)),
    };
    if (floor.status !== 200) throw new Error(`the empty bench page answered ${floor.status}: is BENCH_ROUTES=1 set?`);
    const js = [];
    for (const page of pages)
      js.push({ ...page, ...(await measureFirstLoadJs(browser, `http://${HOST}${page.path}`)) });
    await browser.close();

    console.log(`› Lighthouse, mobile, median of ${LIGHTHOUSE_RUNS} runs`);
    const lighthouse = (
      await runLighthouse(
        audited.map((p) => `http://${HOST}${p.path}`),
        LIGHTHOUSE_RUNS,
      )
    ).map((figures, i) => ({ ...audited[i], ...figures }));
    browserFigures = { floor, js, lighthouse };
  }

  console.log(
    `› load: ${LOAD.connections} connections, ${LOAD.seconds} s per route after ${LOAD.warmupSeconds} s warm-up`,
  );
  const idleMb = treeRssMb(SERVER_PID);
  const mixes = await benchUrls(
    (host, path) => site(path, { host }),
    REGIONS.map((r) => `${r.id}.localhost:${PORT}`),
  );
  const cacheStats = async () => JSON.parse((await site(PAGE_CACHE_STATS_PATH)).text) as PageCacheStats;
  const loaded = [];
  // The ceiling runs before and after the pages: this shared machine's speed drifts within a pass.
  const ceilingBefore = await loadTest(ORIGIN, ceilingPath, HOST, LOAD);
  for (const [route, urls] of Object.entries(mixes)) {
    const before = await cacheStats();
    const figures = await zipfLoadTest(ORIGIN, urls, LOAD);
    const after = await cacheStats();
    const asked = after.hits + after.misses - before.hits - before.misses;
    const hitRate = asked > 0 ? Math.round(((after.hits - before.hits) / asked) * 1000) / 1000 : 0;
    loaded.push({ route, path: `Zipf over ${urls.length} URLs`, ...figures, hitRate });
  }
  const ceilingRuns = [ceilingBefore, await loadTest(ORIGIN, ceilingPath, HOST, LOAD)];
  const ceilingLoad = { path: ceilingPath, ...meanOfRuns(ceilingRuns), runs: ceilingRuns };
  const load: LoadBlock = {
    database: DATABASE_NAMES[LABEL] ?? LABEL,
    connections: LOAD.connections,
    seconds: LOAD.seconds,
    ceiling: ceilingLoad,
    pages: loaded,
    memory: { idleMb, afterLoadMb: treeRssMb(SERVER_PID) },
  };

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/quality-${LABEL}.json`,
    `${JSON.stringify({ meta, ...browserFigures, load }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
