import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { StatementTimeoutError } from './statement-timeout';

/**
 * PGlite's stand-in for statement_timeout. PGlite runs each statement synchronously on the JavaScript thread:
 * `SET statement_timeout` is accepted but its timer never fires (checked on 0.5.16: pg_sleep(2) under a
 * 300 ms timeout finishes after 2 s), and nothing can interrupt a running statement. So the guard keeps the
 * budget at the two moments JavaScript has control, counting from the moment the statement was asked for:
 * - before a statement (or transaction) starts: one whose budget ran out while it queued behind others is
 *   refused without running, so a pile-up behind a slow statement drains at once;
 * - after a statement ran: one that overran is reported as timed out like on PostgreSQL when that is true to
 *   the data, i.e. inside a transaction (which then rolls back) or when it changed no rows. A statement that
 *   committed changes on its own keeps its result: they cannot be undone, and an error would invite a retry.
 * The statement itself always runs to its end; bounding what a request may ask for is the real limit.
 */
export function guardStatements(client: PGlite, timeoutMs: number): PGlite {
  if (timeoutMs <= 0) return client;
  let tail: Promise<unknown> = Promise.resolve();
  // PGlite runs one statement or transaction at a time anyway; queueing here tells us when each one starts.
  const inTurn = <T>(work: (deadline: number) => Promise<T>): Promise<T> => {
    const deadline = performance.now() + timeoutMs;
    const turn = tail.then(() => {
      if (performance.now() > deadline) throw new StatementTimeoutError(timeoutMs, 'waiting');
      return work(deadline);
    });
    tail = turn.catch(() => undefined);
    return turn;
  };
  const query: PGlite['query'] = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    inTurn(async (deadline) => {
      const result = await client.query<T>(text, params, options);
      if (performance.now() > deadline && !((result.affectedRows ?? 0) > 0))
        throw new StatementTimeoutError(timeoutMs, 'running');
      return result;
    });
  const transaction: PGlite['transaction'] = (callback) =>
    inTurn(() => client.transaction((tx) => callback(guardTransaction(tx, timeoutMs))));
  return withMethods(client, { query, transaction });
}

/** Statements of a running transaction: an overrun throws, and the transaction rolls back as on PostgreSQL. */
function guardTransaction(tx: Transaction, timeoutMs: number): Transaction {
  const query: Transaction['query'] = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const deadline = performance.now() + timeoutMs;
    const result = await tx.query<T>(text, params, options);
    if (performance.now() > deadline) throw new StatementTimeoutError(timeoutMs, 'running');
    return result;
  };
  return withMethods(tx, { query });
}

/** The object with some methods replaced; the rest are called on the original (PGlite keeps private state). */
function withMethods<T extends object>(target: T, methods: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(methods, property)) return methods[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
