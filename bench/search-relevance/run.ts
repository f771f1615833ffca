/**
 * Judged job search relevance (a report, not a gate): builds the corpus into a fresh in-memory PGlite,
 * runs every judged query as the listing does and scores the first page with nDCG@10 against grades by
 * occupation. Prints a table per query class and writes bench/results/search-relevance.json.
 *   npx tsx bench/search-relevance/run.ts [--worst N]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildCorpus } from './corpus';
import { openCorpusSite } from './corpus-site';
import { gainOf } from './grading';
import { FIRST_PAGE, searchAsListing, termLookup } from './listing-search';
import { ndcgAt } from './ndcg';
import { QUERIES } from './queries';
import { formatTable, formatWorst, type QueryResult, summaries } from './report';

const RESULTS_FILE = 'bench/results/search-relevance.json';

async function main() {
  const worstArg = process.argv.indexOf('--worst');
  const worst = worstArg > 0 ? Number(process.argv[worstArg + 1]) : 12;
  const corpus = buildCorpus();
  const started = Date.now();
  const site = await openCorpusSite(corpus);
  try {
    const { db } = site.handle;
    const terms = await termLookup(db);
    const results: QueryResult[] = [];
    for (const query of QUERIES) {
      const found = await searchAsListing(db, terms, { regionId: site.regionId, keys: query.keys, now: site.now });
      const hits = found.hits.slice(0, FIRST_PAGE).map((hit) => {
        const job = site.jobById.get(hit.id);
        if (!job) throw new Error(`hit ${hit.id} is no corpus job`);
        return { key: job.key, occupation: job.occupation, gain: gainOf(query, job) };
      });
      const ndcg = ndcgAt(
        hits.map((h) => h.gain),
        corpus.map((job) => gainOf(query, job)),
        FIRST_PAGE,
      );
      const { searched, filters, fallback, total } = found;
      results.push({ keys: query.keys, class: query.class, searched, filters, fallback, total, ndcg, hits });
    }
    const table = summaries(results);
    console.log(`search relevance: ${QUERIES.length} judged queries on ${corpus.length} jobs (nDCG@${FIRST_PAGE})`);
    console.log(formatTable(table));
    if (worst > 0)
      console.log(`weakest queries (nDCG, first hits as occupation(gain)):\n${formatWorst(results, worst)}`);
    mkdirSync('bench/results', { recursive: true });
    const file = { measuredAt: new Date().toISOString(), jobs: corpus.length, seconds: (Date.now() - started) / 1000 };
    writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...file, summary: table, queries: results }, null, 2)}\n`);
  } finally {
    await site.handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
