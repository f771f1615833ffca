// @module-tag postgres
// An operator's run of a task outside its schedule (docs/operations.md, "Background work"): it reaches a worker,
// and a second ask while one run waits or runs adds none.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PgBoss } from 'pg-boss';
import type { DbHandle } from '../db/client';
import { openTestDb } from '../db/testing';
import { type BackgroundTask, workBackgroundQueue } from './background-queue';
import { createQueue } from './open-queue';
import { runTaskNow } from './run-task-now';
import { dropTestQueueSchema, FAST_TIMING, testQueueSchema } from './queue-testing';

let handle: DbHandle;
let schema: string;
let worker: PgBoss | undefined;
let operator: PgBoss | undefined;

beforeAll(async () => {
  handle = await openTestDb();
  schema = testQueueSchema(handle);
});
afterAll(async () => {
  await Promise.all([worker, operator].map((boss) => boss?.stop({ graceful: false })));
  await dropTestQueueSchema(handle, schema);
  await handle.close();
});

describe('running a task now', () => {
  it('queues one run for a worker, and no second while the first runs', async () => {
    let runs = 0;
    let finish = () => {};
    const task: BackgroundTask = {
      name: 'invoice-mails',
      cron: '0 0 1 1 *', // once a year: no scheduled run gets in the way
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    // As `npm run queue:run` opens the queue: no schedules, no supervision, not a worker.
    operator = createQueue(handle.origin, { schema, schedule: false, supervise: false, registerInstance: false });
    await operator.start();
    expect(await runTaskNow(operator, [task], 'invoice-mails'), 'before any worker made the queue').toBe('noQueueYet');
    worker = createQueue(handle.origin, { schema });
    await workBackgroundQueue(worker, [task], FAST_TIMING);

    expect(await runTaskNow(operator, [task], 'invoice-mail')).toBe('unknownTask');
    expect(await runTaskNow(operator, [task], 'invoice-mails')).toBe('queued');
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 100 });
    expect(await runTaskNow(operator, [task], 'invoice-mails'), 'while it runs').toBe('alreadyQueued');

    finish();
    await vi.waitFor(async () => expect(await runTaskNow(operator!, [task], 'invoice-mails')).toBe('queued'), {
      timeout: 10_000,
      interval: 200,
    });
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 10_000, interval: 100 });
    finish();
  });
});
