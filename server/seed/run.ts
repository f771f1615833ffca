/**
 * Seeds the database the app uses (DATABASE_URL, else PGlite in PGLITE_DIR or ./data/pglite):
 *   npx tsx server/seed/run.ts
 * Safe to run again: every step is an upsert.
 */
import { REGIONS } from '../../regions/registry';
import { closeDb, dbOptionsFromEnv, getDb } from '../db/client';
import { seedLandingPages } from './landing-pages';

async function main(): Promise<void> {
  const options = dbOptionsFromEnv();
  console.log(`Datenbank: ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.pgliteDir}`}`);
  const db = await getDb();
  const pages = await seedLandingPages(db, REGIONS);
  console.log(
    `Landingpages: ${pages.pages} Seiten, ${pages.redirects} Weiterleitungen und ${pages.gone} entfernte Pfade in ${pages.regions} Regionen angelegt oder aktualisiert.`,
  );
}

main()
  .then(() => closeDb())
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDb().catch(() => undefined);
    process.exitCode = 1;
  });
