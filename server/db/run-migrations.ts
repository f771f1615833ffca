/**
 * `npm run migrate`: brings the database in DATABASE_URL (else the embedded one in PGLITE_DIR) to the newest
 * migration and exits. A deploy runs it once before the new instances start (docs/operations.md, "Migrations on
 * deploy"), so no instance waits at start for another's migrations; an instance that starts first anyway
 * still migrates under the same advisory lock (client.ts), so running it twice, or beside a server, is safe.
 */
import { closeDb, getDbHandle } from './client';

async function main(): Promise<void> {
  const started = performance.now();
  const handle = await getDbHandle();
  const where = handle.driver === 'postgres' ? 'PostgreSQL' : 'die eingebettete Datenbank';
  await closeDb();
  console.log(`Migrationen für ${where} sind aktuell (${Math.round(performance.now() - started)} ms).`);
}

main().catch((error: unknown) => {
  console.error(`Die Migrationen liefen nicht durch. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
