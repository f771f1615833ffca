// @module-tag postgres
// Who works the queue (docs/architecture.md, "Background work on a job queue"): a web server started with
// BACKGROUND_WORK=web leaves every job to the workers, one with `all` (the demo) is a worker itself, and a
// worker schedules every periodic task of the product.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/client';
import { openTestDb } from '../db/testing';
import { createQueue } from '../queue/open-queue';
import { dropTestQueueSchema, FAST_PASSES, FAST_TIMING, testQueueSchema } from '../queue/queue-testing';
import { BACKGROUND_TASKS } from './background-tasks';
import { startQueueWorker, startWebServerWork } from './background-work';

let handle: DbHandle;
let schema: string;
const SERVER = 'postgres://jobboard@127.0.0.1/jobboard';

beforeAll(async () => {
  handle = await openTestDb();
  schema = testQueueSchema(handle);
});
afterAll(async () => {
  await dropTestQueueSchema(handle, schema);
  await handle.close();
});

/** Reads the queue as `npm run queue:failed` does: no schedules, no supervision, not counted as a worker. */
async function readQueue<T>(read: (boss: ReturnType<typeof createQueue>) => Promise<T>): Promise<T> {
  const boss = createQueue(handle.origin, { schema, schedule: false, supervise: false, registerInstance: false });
  await boss.start();
  try {
    return await read(boss);
  } finally {
    await boss.stop({ graceful: false });
  }
}

describe('the role of a process', () => {
  const runs: string[] = [];
  const task = { name: 'role-check', cron: '* * * * *', run: async () => runs.push('ran') };
  /** Read when a test runs: the schema is chosen in beforeAll. */
  const options = () => ({
    origin: handle.origin,
    tasks: [task],
    timing: FAST_TIMING,
    queue: { schema, ...FAST_PASSES },
  });

  it('a web server with BACKGROUND_WORK=web registers no worker and no schedule', async () => {
    const env = { BACKGROUND_WORK: 'web', DATABASE_URL: SERVER };
    expect(await startWebServerWork(env, options())).toBeNull();
    // A worker writes its schedules before it starts: none means nothing will ever be sent from here.
    expect(await readQueue((boss) => boss.getSchedules())).toEqual([]);
    expect(runs).toEqual([]);
  });

  it('a web server with BACKGROUND_WORK=all works the queue: its scheduled job runs', async () => {
    const work = await startWebServerWork({}, options());
    expect(work).not.toBeNull();
    try {
      await vi.waitFor(() => expect(runs).toEqual(['ran']), { timeout: 30_000, interval: 200 });
      // It shows in the queue's registry of workers (written with its first heartbeat).
      await vi.waitFor(async () => expect(await readQueue((boss) => boss.getInstances())).toHaveLength(1), {
        timeout: 30_000,
        interval: 500,
      });
    } finally {
      await work?.stop();
    }
  });

  it('a web server started as a worker refuses before it touches the queue', async () => {
    await expect(startWebServerWork({ BACKGROUND_WORK: 'worker', DATABASE_URL: SERVER }, options())).rejects.toThrow(
      /npm run worker/,
    );
  });
});

describe('the product’s periodic work', () => {
  it('is scheduled on the queue, task by task', async () => {
    // The real schedules; the tasks themselves would reach the process's own database, so they do nothing here.
    const idle = BACKGROUND_TASKS.map((task) => ({ ...task, run: async () => undefined }));
    const work = await startQueueWorker({ origin: handle.origin, tasks: idle, queue: { schema } });
    try {
      const schedules = await readQueue((boss) => boss.getSchedules());
      expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(
        BACKGROUND_TASKS.map((t) => [t.name, t.cron]).sort(),
      );
    } finally {
      await work.stop();
    }
  });
});
