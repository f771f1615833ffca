import type { PgBoss } from 'pg-boss';
import type { BackgroundTask } from './background-queue';

/**
 * What asking for a run now came to:
 * - `queued`: a job waits for the next free worker (within the polling interval);
 * - `alreadyQueued`: one of the task waits or runs already (the queues are exclusive), which does the same work;
 * - `unknownTask`: no task has that name;
 * - `noQueueYet`: no worker has started on this database, so the task's queue does not exist yet.
 */
export type RunNowOutcome = 'queued' | 'alreadyQueued' | 'unknownTask' | 'noQueueYet';

/**
 * Sends one job of a task outside its schedule, for an operator who fixed what made it fail (a mail server back
 * after an outage) and does not want to wait for the next occurrence (docs/operations.md, "Background work").
 * The task finds its own work in the tables, as on schedule, so a run too many sends nothing twice.
 */
export async function runTaskNow(boss: PgBoss, tasks: readonly BackgroundTask[], name: string): Promise<RunNowOutcome> {
  if (!tasks.some((task) => task.name === name)) return 'unknownTask';
  if (!(await boss.getQueue(name))) return 'noQueueYet';
  return (await boss.send(name, null)) ? 'queued' : 'alreadyQueued';
}
