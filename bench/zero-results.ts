/**
 * Zero-hit searches of the job search benchmark (printed figures, not a test): what job seekers type —
 * plain titles, phrases, English titles, compounds, typos and several words — on a few sites, each
 * searched as a job alert does (every word, no widening) and as the listing does (widened when every word
 * finds nothing, server/search/postgres-job-search.ts). Prints how many end with no hit before and after
 * the fallbacks, and which fallback found the others. Run by bench/job-search.sh after bench/job-search.ts.
 *   npx tsx bench/zero-results.ts --label pglite
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { closeDb, getDb } from '../server/db/client';
import { jobSearchQuery } from '../server/search/job-search-query';
import { searchJobs } from '../server/search/search-jobs';

const REGIONS = ['franken', 'hamburg', 'rosenheim'];

const KEYS = [
  'Pflege',
  'Elektriker',
  'Erzieherin',
  'Koch',
  'Kfz Mechatroniker',
  'Fachkraft für Lagerlogistik',
  'Kaufmann im Einzelhandel',
  'Garten- und Landschaftsbau',
  'HR Manager',
  'Accountant',
  'Sales Manager',
  'Key Account Manager',
  'Recruiter',
  'Controller',
  'Lagerlogistikfachkraft',
  'Altenpflegehelfer',
  'Elektirker',
  'Pflegefachkarft',
  'Erziherin',
  'Mechatronikr',
  'Koch Nachtschicht Teilzeit',
  'Staplerfahrer Wochenende',
  'Busfahrer Quereinsteiger',
  'Zahnarzthelferin',
  'Physiotherapeut Sportverein',
  'Lkw Fahrer CE',
  'Werkstudent Marketing',
  'Elektroinstallateurmeister',
];

async function main() {
  const label = process.argv[process.argv.indexOf('--label') + 1] ?? 'database';
  const db = await getDb();
  const now = new Date();
  const rows: Array<{ region: string; keys: string; before: number; after: number; fallback: string | null }> = [];
  for (const regionId of REGIONS) {
    for (const keys of KEYS) {
      const query = jobSearchQuery({ regionId, language: 'de', keys, now });
      const strict = await searchJobs(db, query);
      const relaxed = strict.total > 0 ? strict : await searchJobs(db, { ...query, relax: true });
      rows.push({ region: regionId, keys, before: strict.total, after: relaxed.total, fallback: relaxed.fallback });
    }
  }
  const zeroBefore = rows.filter((r) => r.before === 0);
  const zeroAfter = rows.filter((r) => r.after === 0);
  const byFallback = (name: string) => rows.filter((r) => r.fallback === name).length;
  const summary = {
    label,
    searches: rows.length,
    zeroBeforeFallbacks: zeroBefore.length,
    zeroAfterFallbacks: zeroAfter.length,
    foundByAnyWord: byFallback('ANY_WORD'),
    foundByRelated: byFallback('RELATED'),
    stillZero: zeroAfter.map((r) => `${r.region}: ${r.keys}`),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/zero-results-${label}.json`, `${JSON.stringify({ ...summary, rows }, null, 2)}\n`);
  console.log(
    `${label}: zero-hit searches ${summary.zeroBeforeFallbacks} of ${rows.length} before fallbacks, ` +
      `${summary.zeroAfterFallbacks} after (any word: ${summary.foundByAnyWord}, related: ${summary.foundByRelated})`,
  );
  if (summary.stillZero.length) console.log(`  still without hits: ${summary.stillZero.join('; ')}`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
