import { fromPglite, getConstructionPlans, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { DbOrigin } from '../db/client';

/**
 * The queue's own schema: pg-boss creates and migrates it at start, so drizzle-kit's migrations (schema
 * `public`) never see its tables, and the privacy registry, which reads `public`, has nothing to classify
 * (docs/architecture.md, "Background work on a job queue").
 */
export const QUEUE_SCHEMA = 'pgboss';

/** Connections of the queue's own pool on PostgreSQL: polls, schedules and supervision, beside the app's pool. */
const QUEUE_POOL_MAX = 3;

/**
 * What a caller may change: a test's schema of its own on a shared server and faster schedule passes; a
 * command that only reads the queue neither schedules, nor supervises, nor registers as a worker.
 */
export type QueueOverrides = Pick<
  ConstructorOptions,
  'schema' | 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds' | 'schedule' | 'supervise' | 'registerInstance'
>;

/**
 * A pg-boss instance on the process's database. PGlite has one connection, so the queue shares the open
 * instance (pg-boss's own PGlite adapter); on a PostgreSQL server it keeps a small pool of its own, without the
 * app's statement time limit, which its maintenance statements would not keep. Not started yet.
 */
export function createQueue(origin: DbOrigin, overrides: QueueOverrides = {}): PgBoss {
  const common: ConstructorOptions = { schema: QUEUE_SCHEMA, ...overrides };
  const boss =
    'pglite' in origin
      ? new PgBoss({ ...common, db: fromPglite(origin.pglite), backend: 'pglite' })
      : new PgBoss({
          ...common,
          connectionString: origin.databaseUrl,
          max: QUEUE_POOL_MAX,
          application_name: 'jobboard-queue',
        });
  // Without a listener an 'error' event would throw; pg-boss reports a failed poll or a lost connection here
  // and tries again on its own.
  boss.on('error', (error) => console.error('Job-Warteschlange:', error));
  boss.on('warning', (warning) => console.warn('Job-Warteschlange:', warning.message));
  return boss;
}

/** The SQL that installs the queue's schema, for databases built ahead (the tests' template). */
export function queueSchemaSql(schema = QUEUE_SCHEMA): string {
  return getConstructionPlans(schema);
}
