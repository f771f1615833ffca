/**
 * `npm run queue:failed`: lists the background jobs whose every attempt failed, a count per task and the
 * newest with their errors (docs/architecture.md, "Background work on a job queue"). Reads the database of
 * DATABASE_URL at any time; the embedded database only while no server or worker holds it.
 */
import { closeDb, getDbHandle } from '../db/client';
import { formatFailedJobs, listFailedJobs } from './failed-jobs';
import { createQueue } from './open-queue';

async function main(): Promise<void> {
  const handle = await getDbHandle();
  const boss = createQueue(handle.origin, { schedule: false, supervise: false, registerInstance: false });
  try {
    await boss.start();
    process.stdout.write(formatFailedJobs(await listFailedJobs(boss)));
  } finally {
    await boss.stop({ graceful: false });
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(`Die Liste lässt sich nicht lesen. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
