/**
 * The load step of `npm run bench:scale` (bench/scale.sh), against the balancer of a running cluster: the listing
 * of one site and a job page it links to, one after the other, each with a warm-up and then a timed run at a fixed
 * number of connections; adds the figures to bench/results/scale.json.
 *   npx tsx bench/scale/page-load.ts --port 4180 --instances 2 --seconds 20 --warmup 5
 */
import { parseArgs } from 'node:util';
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

const rows: LoadRow[] = [];
for (const [page, path] of [
  ['listing', LISTING],
  ['job page', jobPath],
] as const) {
  const figures = await loadTest(`http://127.0.0.1:${PORT}`, path, HOST, options);
  const row = { instances: INSTANCES, page, path, ...figures };
  console.log(
    `  ${page} ${path}, ${INSTANCES} instance(s): ${row.perSecond} requests/s, p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms` +
      ` (${row.requests} requests, ${row.non2xx} not 2xx, ${row.errors} errors)`,
  );
  rows.push(row);
}
addResults({ load: rows });
