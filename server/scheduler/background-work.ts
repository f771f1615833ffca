import type { Env } from '../../regions/env';
import { type DbOrigin, getDbHandle } from '../db/client';
import { type BackgroundTask, QUEUE_TIMING, type QueueTiming, workBackgroundQueue } from '../queue/background-queue';
import type { QueueOverrides } from '../queue/open-queue';
import { webServerWorksQueue } from '../queue/queue-settings';
import { BACKGROUND_TASKS } from './background-tasks';

/** Background work running in this process. */
export type BackgroundWork = {
  /** Takes no new jobs and lets running ones finish (at most STOP_TIMEOUT_MS). */
  stop(): Promise<void>;
  /** Resolves when the queue answers through its own connections and its schema is there (readiness). */
  probe(): Promise<void>;
};

export type QueueWorkerOptions = {
  origin: DbOrigin;
  tasks?: readonly BackgroundTask[];
  timing?: QueueTiming;
  queue?: QueueOverrides;
};

const STOP_TIMEOUT_MS = 30_000;
/** A web server whose database was not there at start tries again after this long. */
const RETRY_MS = 60_000;

/**
 * Makes this process a worker of the job queue (docs/architecture.md, "Background work on a job queue"): it
 * writes the schedules, takes due jobs and supervises the queue, beside every other worker of the database.
 */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<BackgroundWork> {
  // Loaded here: a web server with BACKGROUND_WORK=web never loads pg-boss (about 29 MB of memory).
  const { createQueue } = await import('../queue/open-queue');
  const boss = createQueue(options.origin, options.queue);
  try {
    await workBackgroundQueue(boss, options.tasks ?? BACKGROUND_TASKS, options.timing ?? QUEUE_TIMING);
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
  return {
    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }),
    probe: async () => {
      if (!(await boss.isInstalled())) throw new Error('queue schema missing');
    },
  };
}

/**
 * A web server's share of the background work for its BACKGROUND_WORK: `all` works the queue, `web` none
 * (null). Tests pass the origin and the tasks; the server uses its own database and BACKGROUND_TASKS.
 */
export async function startWebServerWork(
  env: Env,
  options: Partial<QueueWorkerOptions> = {},
): Promise<BackgroundWork | null> {
  if (!webServerWorksQueue(env)) return null;
  return startQueueWorker({ ...options, origin: options.origin ?? (await getDbHandle()).origin });
}

// On globalThis: the readiness route is bundled apart from instrumentation.ts, which starts the work, and must
// see the same one (like the database's cache in server/db/client.ts).
const RUNNING = Symbol.for('regional-jobboard.background-work');
type Running = { [RUNNING]?: BackgroundWork | null };
const shared = globalThis as Running;

/**
 * Starts the web server's background work (instrumentation.ts). A database that cannot be opened yet (a
 * PostgreSQL server still starting) is tried again every minute; a wrong setting stops the server.
 */
export async function startBackgroundWork(env: Env = process.env): Promise<void> {
  if (!webServerWorksQueue(env)) {
    console.log('BACKGROUND_WORK=web: dieser Server arbeitet keine Hintergrundjobs ab (das tut "npm run worker").');
    return;
  }
  try {
    shared[RUNNING] = await startWebServerWork(env);
  } catch (error) {
    console.error('Die Job-Warteschlange startet nicht; nächster Versuch in einer Minute.', error);
    setTimeout(() => void startBackgroundWork(env), RETRY_MS).unref();
  }
}

/** Stops the web server's background work, letting running jobs finish (a graceful shutdown). */
export async function stopBackgroundWork(): Promise<void> {
  const work = shared[RUNNING];
  shared[RUNNING] = null;
  await work?.stop();
}

/**
 * The readiness of this web server's share of the queue (server/health/): 'off' when it runs none
 * (BACKGROUND_WORK=web); rejects when it should run one and has not started it, or has stopped it.
 */
export async function probeBackgroundWork(env: Env = process.env): Promise<'off' | 'ok'> {
  if (!webServerWorksQueue(env)) return 'off';
  const work = shared[RUNNING];
  if (!work) throw new Error('queue not running');
  await work.probe();
  return 'ok';
}
