// @module-tag postgres
// Background work on the job queue (docs/architecture.md, "Background work on a job queue"), with real pg-boss
// workers on the test database: a scheduled job runs once however many workers share the database, and a job
// that keeps failing is retried with growing delays and then listed for the operator.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PgBoss } from 'pg-boss';
import type { DbHandle } from '../db/client';
import { openTestDb } from '../db/testing';
import { type BackgroundTask, workBackgroundQueue } from './background-queue';
import { formatFailedJobs, listFailedJobs } from './failed-jobs';
import { createQueue } from './open-queue';
import { dropTestQueueSchema, FAST_PASSES, FAST_TIMING, testQueueSchema } from './queue-testing';

let handle: DbHandle;
let schema: string;
let workers: PgBoss[] = [];

beforeAll(async () => {
  handle = await openTestDb();
  schema = testQueueSchema(handle);
});
afterEach(async () => {
  await Promise.all(workers.map((boss) => boss.stop({ graceful: false })));
  workers = [];
});
afterAll(async () => {
  await dropTestQueueSchema(handle, schema);
  await handle.close();
});

/** A worker process of the queue, as `npm run worker` or a web server with BACKGROUND_WORK=all starts one. */
async function startWorker(tasks: BackgroundTask[]): Promise<PgBoss> {
  const boss = createQueue(handle.origin, { schema, ...FAST_PASSES });
  workers.push(boss);
  await workBackgroundQueue(boss, tasks, FAST_TIMING);
  return boss;
}

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

describe('the background queue', () => {
  it('runs each occurrence of a schedule once, with two workers on one database', async () => {
    const runs: string[] = [];
    const task = (worker: string): BackgroundTask => ({
      name: 'every-minute',
      cron: '* * * * *',
      run: async () => {
        runs.push(worker);
      },
    });
    const first = await startWorker([task('first')]);
    await startWorker([task('second')]);
    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), { timeout: 30_000, interval: 200 });
    // Both workers look for due occurrences every second: a second job for the same minute would show up now.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    // A new minute may begin during the wait: its job is then still running, so wait until every job is done.
    const jobs = await vi.waitFor(
      async () => {
        const found = await first.findJobs('every-minute');
        expect(found.every((job) => job.state === 'completed')).toBe(true);
        return found;
      },
      { timeout: 30_000, interval: 200 },
    );
    const minutes = jobs.map((job) => minuteOf(job.createdOn));
    expect(new Set(minutes).size, 'one job per occurrence').toBe(jobs.length);
    // Nothing personal in the queue's tables: a job carries no data, its task finds its work in the tables.
    expect(jobs.every((job) => job.data === null)).toBe(true);
    expect(runs).toHaveLength(jobs.length);
  });

  it('retries a failing job with growing delays, then lists it as failed with its error', async () => {
    const attempts: number[] = [];
    const boss = await startWorker([
      {
        name: 'mail-server-down',
        cron: '0 0 1 1 *',
        run: async () => {
          attempts.push(Date.now());
          throw new Error('SMTP 421: Dienst nicht verfügbar');
        },
      },
    ]);
    await boss.send('mail-server-down', null);
    const failed = await vi.waitFor(
      async () => {
        const listed = (await listFailedJobs(boss)).filter((job) => job.task === 'mail-server-down');
        expect(listed).toHaveLength(1);
        return listed[0];
      },
      { timeout: 60_000, interval: 500 },
    );
    expect(attempts).toHaveLength(1 + FAST_TIMING.retryLimit);
    expect(failed.attempts).toBe(1 + FAST_TIMING.retryLimit);
    // Backoff: the first retry waits about the retry delay, the second about twice as long.
    const [firstDelay, secondDelay] = [attempts[1] - attempts[0], attempts[2] - attempts[1]];
    expect(firstDelay).toBeGreaterThanOrEqual(FAST_TIMING.retryDelaySeconds * 1000);
    expect(secondDelay).toBeGreaterThanOrEqual(2 * FAST_TIMING.retryDelaySeconds * 1000);
    expect(failed.error).toBe('SMTP 421: Dienst nicht verfügbar');
    const listing = formatFailedJobs(await listFailedJobs(boss));
    expect(listing).toContain('mail-server-down: 1');
    expect(listing).toMatch(/mail-server-down {2}\(3 Versuche\) {2}SMTP 421: Dienst nicht verfügbar/);
  });
});
