import type { PgBoss, Queue } from 'pg-boss';

/** A piece of periodic work: one queue of its own, fed by a schedule, worked wherever a queue runs. */
export type BackgroundTask = {
  /** The queue's name, as the listing of failed jobs shows it. */
  name: string;
  /** When a job is due (cron, UTC); pg-boss sends one job per occurrence across every instance. */
  cron: string;
  /** Finds its own work in the tables: a job carries no data, so the queue holds nothing personal. */
  run(): Promise<unknown>;
};

/** Where a job goes after its last attempt failed; nobody works it, `npm run queue:failed` lists it. */
export const FAILED_QUEUE = 'failed-background-work';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/**
 * What every task's queue does with its jobs:
 * - `exclusive`: at most one job of a task waits or runs anywhere, so a slow run, or one waiting for its
 *   retry, is never joined by the next minute's, and a schedule pass that finds one simply sends nothing;
 * - retries with exponential backoff (QUEUE_TIMING: three, after 30–60 s, 1–2 and 2–4 minutes: each wait
 *   doubles, with jitter), then the job goes to FAILED_QUEUE with its error;
 * - a heartbeat every half minute while it runs: a job of a worker that died is taken up again within two
 *   minutes instead of blocking its task for the whole quarter hour a run may take;
 * - done jobs are kept a day, failed ones two weeks.
 */
function taskQueue(timing: QueueTiming): Omit<Queue, 'name'> {
  return {
    policy: 'exclusive',
    retryLimit: timing.retryLimit,
    retryDelay: timing.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 15 * MINUTE,
    expireInSeconds: 15 * MINUTE,
    heartbeatSeconds: MINUTE,
    deleteAfterSeconds: DAY,
    deadLetter: FAILED_QUEUE,
  };
}

const FAILED_QUEUE_OPTIONS: Omit<Queue, 'name'> = { retentionSeconds: 14 * DAY, deleteAfterSeconds: 14 * DAY };

/** How a queue paces its tasks; tests shorten it. */
export type QueueTiming = {
  /** How often an idle worker asks for a job of its task. */
  pollingIntervalSeconds: number;
  /** The first retry's delay; each later one waits about twice as long. */
  retryDelaySeconds: number;
  retryLimit: number;
};

/** The schedules are minutes apart, so a job may wait ten seconds for its worker. */
export const QUEUE_TIMING: QueueTiming = { pollingIntervalSeconds: 10, retryDelaySeconds: 30, retryLimit: 3 };

/**
 * Starts the queue and makes this process one of its workers: each task's queue and schedule are written
 * (idempotent, so every instance may do it at start), schedules of tasks that no longer exist are removed,
 * and each task is worked by one local worker. A task that throws fails its job, which pg-boss retries.
 */
export async function workBackgroundQueue(
  boss: PgBoss,
  tasks: readonly BackgroundTask[],
  timing: QueueTiming = QUEUE_TIMING,
): Promise<void> {
  const options = taskQueue(timing);
  await boss.start();
  await boss.createQueue(FAILED_QUEUE, FAILED_QUEUE_OPTIONS);
  const names = new Set(tasks.map((task) => task.name));
  for (const task of tasks) {
    await boss.createQueue(task.name, options);
    // A queue made by an earlier release keeps its first options; these may change (the policy may not).
    const { policy: _policy, ...changeable } = options;
    await boss.updateQueue(task.name, changeable);
    await boss.schedule(task.name, task.cron, null, { missed: 'once' });
  }
  for (const schedule of await boss.getSchedules()) {
    if (!names.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
  }
  for (const task of tasks) {
    await boss.work(task.name, { pollingIntervalSeconds: timing.pollingIntervalSeconds }, async () => {
      await task.run();
    });
  }
}
