import { getDb } from './client';

/** Failures no retry can mend: another live process holds the embedded database, or a setting is invalid. */
const FATAL = new Set(['DatabaseLockedError', 'InvalidDatabaseSettingError']);

/**
 * Opens (and migrates) the database as the server starts (security review): a second server on the same
 * PGLITE_DIR stops at once with the German message instead of starting and answering 500 on every page.
 * Other failures (a PostgreSQL server still starting) are logged only: getDb() tries again on the next request.
 */
export async function openDatabaseAtStart(): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    // By name: Next.js may load this module and the one that threw as separate copies.
    if (error instanceof Error && FATAL.has(error.name)) {
      console.error(`Der Server startet nicht. ${error.message}`);
      process.exit(1);
    }
    console.error('Die Datenbank ließ sich beim Start nicht öffnen; der nächste Zugriff versucht es erneut.', error);
  }
}
