import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, dbOptionsFromEnv } from './client';
import { InvalidDatabaseSettingError, isStatementTimeout, statementTimeoutFromEnv } from './statement-timeout';

describe('DB_STATEMENT_TIMEOUT_MS', () => {
  it.each([
    ['unset', undefined, 5_000],
    ['empty', '', 5_000],
    ['a budget in milliseconds', '1500', 1_500],
    ['0 (no limit)', '0', 0],
  ])('%s → %s ms', (_case, value, expected) => {
    expect(statementTimeoutFromEnv({ DB_STATEMENT_TIMEOUT_MS: value })).toBe(expected);
  });

  it.each(['5s', '-1', '1.5', '9999999999'])('refuses %s with a German message', (value) => {
    expect(() => statementTimeoutFromEnv({ DB_STATEMENT_TIMEOUT_MS: value })).toThrow(InvalidDatabaseSettingError);
    expect(() => statementTimeoutFromEnv({ DB_STATEMENT_TIMEOUT_MS: value })).toThrow(
      /muss eine ganze Zahl von Millisekunden sein/,
    );
  });

  it('is what getDb() opens both drivers with', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', DB_STATEMENT_TIMEOUT_MS: '750' };
    expect(dbOptionsFromEnv(env).statementTimeoutMs).toBe(750);
    expect(dbOptionsFromEnv({ ...env, DATABASE_URL: 'postgres://x/y' }).statementTimeoutMs).toBe(750);
  });
});

// PGlite cannot interrupt a statement (see pglite-guard.ts); these check the guard's promise to callers.
describe('the statement budget on PGlite', () => {
  const BUDGET_MS = 1_000;
  const SLOW = sql`select pg_sleep(1.5)`; // sleeps well past the budget
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({ pgliteDir: 'memory', statementTimeoutMs: BUDGET_MS });
    await handle.db.execute(sql`create temp table budget_probe (n int)`);
  });
  afterAll(() => handle.close());
  const rows = async () =>
    (await handle.db.execute<{ n: number }>(sql`select n from budget_probe order by n`)).rows.map((r) => r.n);
  const clear = () => handle.db.execute(sql`delete from budget_probe`);

  it('rejects a statement that ran past its budget with a clear error', async () => {
    const error = await handle.db.execute(SLOW).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isStatementTimeout(error)).toBe(true);
    expect(String((error as Error).cause)).toContain('lief länger als 1000 ms (DB_STATEMENT_TIMEOUT_MS)');
    expect(String((error as Error).cause)).toContain('statement timeout');
  });

  it('refuses, without running it, a statement whose budget ran out while it queued behind a slow one', async () => {
    await clear();
    const slow = handle.db.execute(SLOW).catch((e: unknown) => e);
    const queued = await handle.db.execute(sql`insert into budget_probe values (1)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isStatementTimeout(await slow)).toBe(true);
    expect(isStatementTimeout(queued)).toBe(true);
    expect(String((queued as Error).cause)).toContain('wurde nicht ausgeführt');
    expect(await rows()).toEqual([]);
  });

  it('rolls back a transaction whose statement overran', async () => {
    await clear();
    const outcome = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into budget_probe values (2)`);
      await tx.execute(SLOW);
    });
    expect(
      isStatementTimeout(
        await outcome.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    ).toBe(true);
    expect(await rows()).toEqual([]);
  });

  it('keeps the result of an overrunning statement that committed changes on its own (they cannot be undone)', async () => {
    await clear();
    await handle.db.execute(sql`insert into budget_probe select 3 from (select pg_sleep(1.5)) slept`);
    expect(await rows()).toEqual([3]);
  });

  it('answers statements within the budget, in and out of transactions, after a timeout', async () => {
    await clear();
    await handle.db.transaction((tx) => tx.execute(sql`insert into budget_probe values (4)`));
    expect(await rows()).toEqual([4]);
  });

  it('has no limit when the budget is 0', async () => {
    const unbounded = await createDb({ pgliteDir: 'memory', statementTimeoutMs: 0 });
    try {
      expect((await unbounded.db.execute(sql`select pg_sleep(0.2), 1 as done`)).rows[0]).toMatchObject({ done: 1 });
    } finally {
      await unbounded.close();
    }
  });
});
