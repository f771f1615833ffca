import { mkdirSync, openAsBlob } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Assume, Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Env } from '../../regions/env';
import { acquireDirLock, type DirLock } from './lock';
import { guardStatements } from './pglite-guard';
import { pgliteOptions } from './pglite-options';
import { pgliteListen, postgresListen, type Listen } from './notifications';
import { statementTimeoutFromEnv } from './statement-timeout';
import * as schema from './schema';

export type Schema = typeof schema;

/** What both drivers' raw results have in common, so `db.execute<Row>(sql…)` gives typed `rows`. */
type RawResult<TRow> = { rows: TRow[] };
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RawResult<Assume<this['row'], Record<string, unknown>>>;
}
/** One database type for both drivers (PGlite and node-postgres share Drizzle's PgDatabase). */
export type Db = PgDatabase<QueryResultHKT, Schema>;
export type Driver = 'pglite' | 'postgres';

/**
 * Where an open database lives, for a library that brings its own client (the job queue, server/queue/): the
 * embedded instance itself (it has one connection, which everybody shares), or the server's address.
 */
export type DbOrigin = { pglite: PGlite } | { databaseUrl: string };

/**
 * An open database with the means to close it (pool ended, PGlite closed, lock released) and to listen to its
 * notifications (server/db/notifications.ts).
 */
export type DbHandle = { db: Db; driver: Driver; origin: DbOrigin; listen: Listen; close(): Promise<void> };

/**
 * pgliteDir 'memory' = in-memory PGlite (tests); databaseUrl wins over pgliteDir. statementTimeoutMs bounds
 * every statement after the migrations (unset or 0: no limit; getDb() passes DB_STATEMENT_TIMEOUT_MS, 5 s).
 * logger sees every statement after the migrations (tests count them; getDb() passes none).
 */
export type DbOptions = {
  pgliteDir?: string | 'memory';
  databaseUrl?: string;
  statementTimeoutMs?: number;
  logger?: Logger;
  /** Tests: an in-memory PGlite starts from this migrated data folder (a tarball) instead of running initdb. */
  pgliteTemplate?: string;
};

export const DEFAULT_PGLITE_DIR = './data/pglite';

/** The migrations drizzle-kit generates; resolved from the working directory (the repo root in every script). */
export function migrationsFolder(): string {
  // Scoped to the migrations folder so the build's file tracing does not pull in the whole project.
  return process.env.DB_MIGRATIONS_DIR
    ? path.resolve(/* turbopackIgnore: true */ process.env.DB_MIGRATIONS_DIR)
    : path.join(process.cwd(), 'server', 'db', 'migrations');
}

/** The options getDb() uses: DATABASE_URL → PostgreSQL server, otherwise PGlite in PGLITE_DIR or ./data/pglite. */
export function dbOptionsFromEnv(env: Env = process.env): DbOptions {
  const statementTimeoutMs = statementTimeoutFromEnv(env);
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL, statementTimeoutMs };
  const pgliteDir = env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
  const template = pgliteDir === 'memory' && env.PGLITE_TEMPLATE ? { pgliteTemplate: env.PGLITE_TEMPLATE } : {};
  return { pgliteDir, statementTimeoutMs, ...template };
}

/** Key of the advisory lock that serializes migrations when several app instances start at once. */
const MIGRATION_LOCK_KEY = 4_711_2026;

async function openPostgres(
  databaseUrl: string,
  statementTimeoutMs: number,
  logger: Logger | undefined,
): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // statement_timeout travels in each connection's start-up packet: the server cancels longer statements itself.
  // So do jit=off (compiling a statement's expressions cost the job search ~100 ms whenever the planner's estimate
  // of a site's matches passed jit_above_cost, for statements that run in 10-60 ms) and no parallel workers (the
  // same estimates started two for a search of 456 matches: 20 instead of 12.7 ms, and under load they take the
  // cores other requests need): docs/architecture.md, "What is left at a million".
  const pool = new Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  try {
    const client = await pool.connect();
    try {
      // Waiting for another instance's migrations and building indexes may take longer than a request may.
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
      await client.query('reset statement_timeout'); // back to the pool's budget before the connection is reused
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzle({ client: pool, schema, logger });
  return { db, driver: 'postgres', origin: { databaseUrl }, listen: postgresListen(pool), close: () => pool.end() };
}

async function openPglite(
  dir: string | 'memory',
  statementTimeoutMs: number,
  logger: Logger | undefined,
  template: string | undefined,
): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let lock: DirLock | undefined;
  let dataDir: string | undefined;
  if (dir !== 'memory') {
    dataDir = path.resolve(dir);
    // PGlite does not create missing parent folders.
    mkdirSync(path.dirname(dataDir), { recursive: true });
    lock = acquireDirLock(dataDir);
  }
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    const options = await pgliteOptions();
    if (dataDir) client = await PGlite.create(dataDir, options);
    else
      client = template
        ? await PGlite.create({ loadDataDir: await openAsBlob(template), ...options })
        : await PGlite.create(options);
    // On a migrated template a no-op of a few milliseconds.
    await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
    const opened = client;
    return {
      db: drizzle({ client: guardStatements(client, statementTimeoutMs), schema, logger }),
      driver: 'pglite',
      origin: { pglite: opened },
      listen: pgliteListen(opened),
      close: async () => {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** Opens and migrates a database. Tests use it directly; the app uses the cached getDb(). */
export async function createDb(options: DbOptions = {}): Promise<DbHandle> {
  const statementTimeoutMs = options.statementTimeoutMs ?? 0;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, statementTimeoutMs, options.logger);
  return openPglite(
    options.pgliteDir ?? DEFAULT_PGLITE_DIR,
    statementTimeoutMs,
    options.logger,
    options.pgliteTemplate,
  );
}

// The cache lives on globalThis so Next.js dev reloads and duplicated module copies share one instance
// (a second PGlite on the same folder would be refused by the lock).
const CACHE_KEY = Symbol.for('regional-jobboard.db');
type Cache = { [CACHE_KEY]?: Promise<DbHandle> };
const cache = globalThis as Cache;

/** The process-wide database, opened (and migrated) on first use. A failed open is not cached: the next call retries. */
export function getDb(): Promise<Db> {
  let opening = cache[CACHE_KEY];
  if (!opening) {
    const attempt = (async () => createDb(dbOptionsFromEnv()))(); // an invalid setting rejects like a failed open
    cache[CACHE_KEY] = attempt;
    attempt.catch(() => {
      if (cache[CACHE_KEY] === attempt) delete cache[CACHE_KEY];
    });
    opening = attempt;
  }
  return opening.then((handle) => handle.db);
}

/** The process-wide database's handle, opened like getDb() (the job queue needs its origin). */
export async function getDbHandle(): Promise<DbHandle> {
  await getDb();
  return cache[CACHE_KEY]!;
}

/** Listens to a notification channel of the process-wide database (server/db/notifications.ts). */
export async function listenToDb(...args: Parameters<Listen>): ReturnType<Listen> {
  return (await getDbHandle()).listen(...args);
}

/** Closes the process-wide database (scripts and tests); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const opening = cache[CACHE_KEY];
  delete cache[CACHE_KEY];
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}
