import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { appliedMigrations, EXPECTED_TABLES, journalEntries, publicTables } from './test-introspection';

// Runs only in the PostgreSQL-server pass of the suite (vitest.config.ts includes *.postgres.test.ts with DATABASE_URL).
describe('createDb with DATABASE_URL', () => {
  it('migrates the PostgreSQL server (serialized by an advisory lock when opened concurrently)', async () => {
    const url = process.env.DATABASE_URL as string;
    const handles = await Promise.all([createDb({ databaseUrl: url }), createDb({ databaseUrl: url })]);
    try {
      expect(handles[0].driver).toBe('postgres');
      expect(await publicTables(handles[0].db)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      expect(await appliedMigrations(handles[1].db)).toBe(journalEntries());
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it('runs statements without JIT compiling and without parallel workers (the search stays at its serial speed)', async () => {
    const { db, close } = await createDb({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      const setting = async (name: string) =>
        (await db.execute<{ value: string }>(sql`select current_setting(${name}) as value`)).rows[0].value;
      expect(await setting('jit')).toBe('off');
      expect(await setting('max_parallel_workers_per_gather')).toBe('0');
    } finally {
      await close();
    }
  });
});
