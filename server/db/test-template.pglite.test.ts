// openTestDb() on PGlite opens a copy of the run's migrated template: it must be the very database a fresh
// createDb({ pgliteDir: 'memory' }) migrates, with the job queue's schema a server's first start installs,
// catalog for catalog, and every copy must be independent.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueSchemaSql } from '../queue/open-queue';
import { createDb, type Db, type DbHandle } from './client';
import { openTestDb } from './testing';
import { appliedMigrations, journalEntries } from './test-introspection';

/** What the migrations create, read from the catalogs: columns, indexes, constraints, types, functions, extensions, triggers. */
async function catalog(db: Db): Promise<Record<string, string[]>> {
  const queries = {
    columns: sql`select table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as item
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')`,
    indexes: sql`select schemaname || ' ' || indexdef as item from pg_indexes where schemaname not in ('pg_catalog', 'information_schema')`,
    constraints: sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as item from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)`,
    types: sql`select t.typname || ' ' || coalesce(string_agg(e.enumlabel, ',' order by e.enumsortorder), '') as item from pg_type t
      left join pg_enum e on e.enumtypid = t.oid where t.typnamespace = 'public'::regnamespace group by t.typname`,
    functions: sql`select p.proname || ' ' || md5(pg_get_functiondef(p.oid)) as item from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')`,
    extensions: sql`select extname || ' ' || extversion as item from pg_extension`,
    triggers: sql`select tgrelid::regclass::text || ' ' || pg_get_triggerdef(oid) as item from pg_trigger where not tgisinternal`,
  };
  const entries = await Promise.all(
    Object.entries(queries).map(
      async ([name, query]) =>
        [name, (await db.execute<{ item: string }>(query)).rows.map((r) => r.item).sort()] as const,
    ),
  );
  return Object.fromEntries(entries);
}

describe('openTestDb on PGlite (from the migrated template)', () => {
  let migrated: DbHandle;
  let fromTemplate: DbHandle;
  let another: DbHandle;

  beforeAll(async () => {
    [migrated, fromTemplate, another] = await Promise.all([
      createDb({ pgliteDir: 'memory' }),
      openTestDb(),
      openTestDb(),
    ]);
    if ('pglite' in migrated.origin) await migrated.origin.pglite.exec(queueSchemaSql());
  });

  afterAll(async () => {
    await Promise.all([migrated?.close(), fromTemplate?.close(), another?.close()]);
  });

  it('is the database the migrations and the queue create, with every migration recorded', async () => {
    expect(fromTemplate.driver).toBe('pglite');
    expect(await appliedMigrations(fromTemplate.db)).toBe(journalEntries());
    expect(await catalog(fromTemplate.db)).toEqual(await catalog(migrated.db));
  });

  it('gives every file its own copy', async () => {
    await fromTemplate.db.execute(sql`create table template_copy_probe (id int)`);
    const probe = sql`select count(*)::int as count from information_schema.tables where table_name = 'template_copy_probe'`;
    expect((await another.db.execute<{ count: number }>(probe)).rows[0].count).toBe(0);
  });
});
