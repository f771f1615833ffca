import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { isStatementTimeout } from './statement-timeout';

// Runs only in the PostgreSQL-server pass of the suite (vitest.config.ts includes *.postgres.test.ts with DATABASE_URL).
describe('the statement budget on PostgreSQL', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    // Opening migrates on one pooled connection with the budget lifted; that connection is then reused below.
    handle = await createDb({ databaseUrl: process.env.DATABASE_URL as string, statementTimeoutMs: 1_000 });
  });
  afterAll(() => handle.close());

  it('lets the server cancel a statement that runs past the budget', async () => {
    const error = await handle.db.execute(sql`select pg_sleep(1.5)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isStatementTimeout(error)).toBe(true);
    expect(String((error as Error).cause)).toContain('canceling statement due to statement timeout');
  });

  it('gives every pooled connection the budget, the one that ran the migrations too', async () => {
    const show = () => handle.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
    const shown = await Promise.all([show(), show(), show()]);
    expect(shown.map((r) => r.rows[0].statement_timeout)).toEqual(['1s', '1s', '1s']);
  });

  it('rolls back a transaction whose statement was cancelled and keeps answering', async () => {
    await handle.db.execute(sql`create table if not exists budget_probe (n int)`);
    await handle.db.execute(sql`delete from budget_probe`);
    const outcome = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into budget_probe values (1)`);
      await tx.execute(sql`select pg_sleep(1.5)`);
    });
    expect(
      isStatementTimeout(
        await outcome.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    ).toBe(true);
    expect((await handle.db.execute(sql`select count(*)::int as n from budget_probe`)).rows[0]).toEqual({ n: 0 });
    await handle.db.execute(sql`drop table budget_probe`);
  });
});
