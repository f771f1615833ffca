/**
 * Checks the site files as the server will read them on its next start, without starting it:
 * `npx tsx scripts/check-sites.ts` (or `SITES_DIR=/etc/jobboard/sites npx tsx scripts/check-sites.ts`).
 * Prints the sites in their order, or the error that would stop the start (regions/README.md "Errors").
 */
import { loadSites, sitesDir } from '../regions/load-sites';

const dir = sitesDir();
try {
  const sites = loadSites(dir);
  console.log(`${sites.length} sites in ${dir} are valid: ${sites.map((s) => s.id).join(', ')}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
