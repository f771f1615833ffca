/**
 * EXPLAIN (ANALYZE, BUFFERS) of the job search's statements for the benchmark's queries
 * (bench/job-search-queries.ts), on the database of DATABASE_URL or PGLITE_DIR as for the app: each
 * statement searchJobs runs is explained and then run, so the figures are those of a warm cache. For
 * docs/architecture.md, "Job search".
 *   npx tsx bench/explain-job-search.ts [Vollzeit]   (only queries whose words contain the argument)
 */
import { type SQL, sql } from 'drizzle-orm';
import { closeDb, type Db, getDb } from '../server/db/client';
import { searchJobs } from '../server/search/search-jobs';
import { engineQueryOf, QUERY_SET, queryName } from './job-search-queries';

/** The database, with every statement explained before it runs. */
function explaining(db: Db, plans: string[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return async (query: SQL) => {
        const plan = await target.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`);
        plans.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
        return target.execute(query);
      };
    },
  });
}

async function main() {
  const only = process.argv[2]?.toLowerCase();
  const db = await getDb();
  for (const q of QUERY_SET.filter((q) => !only || q.keys.toLowerCase().includes(only))) {
    await searchJobs(db, engineQueryOf(q));
    const plans: string[] = [];
    const answer = await searchJobs(explaining(db, plans), engineQueryOf(q));
    console.log(`\n=== ${queryName(q)}: ${answer.total} hits\n${plans.join('\n---\n')}`);
  }
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
