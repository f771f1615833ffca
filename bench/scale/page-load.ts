/**
 * The load step of `npm run bench:scale` (bench/scale.sh), against the balancer of a running cluster: the listing
 * of one site and a job page it links to, one after the other, each with a warm-up and then a timed run at a fixed
 * number of connections, once every instance has the page in its cache; adds the figures to
 * bench/results/scale.json.
 *   npx tsx bench/scale/page-load.ts --port 4180 --instances 2 --seconds 20 --warmup 5
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PAGE_CACHE_STATUS_HEADER } from '../../server/page-cache/page-cache-headers';
import { loadTest } from '../quality/load-test';
import { jobPathsIn } from './job-links';
import { addResults } from './results-file';
import type { LoadRow } from './scale-report';
import { siteHttp } from './site-http';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    instances: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
  },
});
const PORT = Number(args.port);
const INSTANCES = Number(args.instances);
// franken's listing, as in `npm run bench` (docs/quality.md, "Load"); the host names the site (proxy.ts).
const HOST = `franken.localhost:${PORT}`;
const LISTING = '/jobs';
const options = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  warmupSeconds: Number(args.warmup),
};

const listing = await siteHttp(PORT, HOST, LISTING);
const [jobPath] = jobPathsIn(listing.text);
if (listing.status !== 200 || !jobPath) throw new Error(`${LISTING} answered ${listing.status} without a job link`);

/**
 * Asks for the page one request at a time until as many answers in a row as there are instances came from the
 * page cache (nginx takes turns), so each instance has rendered it once: the runs measure the site as visitors
 * meet it, not twenty connections waiting for a fresh instance's first render.
 */
async function cachedOnEveryInstance(path: string): Promise<void> {
  let hitsInARow = 0;
  for (let attempt = 0; attempt < 100 && hitsInARow < INSTANCES; attempt++) {
    const answer = await siteHttp(PORT, HOST, path);
    hitsInARow = answer.headers[PAGE_CACHE_STATUS_HEADER] === 'hit' ? hitsInARow + 1 : 0;
  }
  if (hitsInARow < INSTANCES) throw new Error(`${path} did not come from the page cache of every instance`);
}

const rows: LoadRow[] = [];
for (const [page, path] of [
  ['listing', LISTING],
  ['job page', jobPath],
] as const) {
  await cachedOnEveryInstance(path);
  const figures = await loadTest(`http://127.0.0.1:${PORT}`, path, HOST, options);
  const row = { instances: INSTANCES, page, path, loadAverage: Math.round(loadavg()[0] * 10) / 10, ...figures };
  console.log(
    `  ${page} ${path}, ${INSTANCES} instance(s): ${row.perSecond} requests/s, p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms` +
      ` (${row.requests} requests, ${row.non2xx} not 2xx, ${row.errors} errors; load average ${row.loadAverage})`,
  );
  rows.push(row);
}
addResults({ load: rows });
