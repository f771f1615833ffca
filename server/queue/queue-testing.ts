import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { QUEUE_SCHEMA, type QueueOverrides } from './open-queue';
import type { QueueTiming } from './background-queue';

/** Schedule passes every second instead of every half minute, so a scheduled job shows up within seconds. */
export const FAST_PASSES: QueueOverrides = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

/** Polls twice a second and retries after about 1, then 2 seconds. */
export const FAST_TIMING: QueueTiming = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 2 };

/**
 * The queue schema a test file uses: the template's own on its private PGlite (installed ahead, so starting
 * takes milliseconds), one of its own on a PostgreSQL server that other test files share at the same time.
 */
export function testQueueSchema(handle: DbHandle): string {
  return 'pglite' in handle.origin ? QUEUE_SCHEMA : `pgboss_test_${randomUUID().slice(0, 8)}`;
}

/** Removes a test's own queue schema from the shared server. */
export async function dropTestQueueSchema(handle: DbHandle, schema: string): Promise<void> {
  if (schema !== QUEUE_SCHEMA) await handle.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
}
