/**
 * `npm run worker`: a process without Next that works the job queue (docs/architecture.md, "Background work
 * on a job queue"). Run one or more beside web servers started with BACKGROUND_WORK=web, all on one
 * PostgreSQL server (DATABASE_URL). On the embedded database it works only while no web server holds it.
 * SIGTERM or Ctrl-C stops it after the running jobs have finished.
 */
import { checkStartUpSettings } from '../http/start-up-checks';
import { closeDb, getDbHandle } from '../db/client';
import { followCacheChanges, stopFollowingCacheChanges } from '../caches/cache-changes';
import { BACKGROUND_TASKS } from './background-tasks';
import { startQueueWorker } from './background-work';

async function main(): Promise<void> {
  checkStartUpSettings();
  const handle = await getDbHandle();
  // The mails of the jobs name terms: a term renamed on a web instance reaches this process's table too.
  await followCacheChanges();
  const work = await startQueueWorker({ origin: handle.origin });
  const where = handle.driver === 'postgres' ? 'PostgreSQL' : 'der eingebetteten Datenbank';
  console.log(`Worker läuft: ${BACKGROUND_TASKS.length} Aufgaben auf der Job-Warteschlange in ${where}.`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: der Worker nimmt keine Jobs mehr an und beendet die laufenden.`);
    await work.stop();
    // The listening connection is the pool's too: the pool closes only once it is given back.
    await stopFollowingCacheChanges();
    await closeDb();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

// A wrong setting, a database held by another process or not there: one German line, no stack.
main().catch((error: unknown) => {
  console.error(`Der Worker startet nicht. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
