import type { Env } from '../../regions/env';

/**
 * The time budget of one database statement (security review): an anonymous request must not tie up the
 * database. PostgreSQL enforces it itself (statement_timeout); PGlite gets the guard in pglite-guard.ts.
 */

/** SQLSTATE query_canceled: what PostgreSQL reports when statement_timeout cancels a statement. */
export const QUERY_CANCELED = '57014';

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/** A setting the database cannot be opened with; the server refuses to start (server/db/startup.ts). */
export class InvalidDatabaseSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidDatabaseSettingError';
  }
}

/** DB_STATEMENT_TIMEOUT_MS in milliseconds; unset → 5 s, 0 → no limit. */
export function statementTimeoutFromEnv(env: Env = process.env): number {
  const raw = env.DB_STATEMENT_TIMEOUT_MS?.trim();
  if (!raw) return DEFAULT_STATEMENT_TIMEOUT_MS;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new InvalidDatabaseSettingError(
      `DB_STATEMENT_TIMEOUT_MS muss eine ganze Zahl von Millisekunden sein (0 = ohne Grenze), nicht "${raw}" ` +
        `(DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds).`,
    );
  }
  return Number(raw);
}

/** The PGlite guard's counterpart of PostgreSQL's "canceling statement due to statement timeout". */
export class StatementTimeoutError extends Error {
  readonly code = QUERY_CANCELED;
  constructor(
    readonly timeoutMs: number,
    readonly phase: 'waiting' | 'running',
  ) {
    super(
      phase === 'waiting'
        ? `Die Datenbankanweisung hat ${timeoutMs} ms (DB_STATEMENT_TIMEOUT_MS) auf ihre Ausführung gewartet und wurde ` +
            `nicht ausgeführt (statement timeout of ${timeoutMs} ms reached while queued).`
        : `Die Datenbankanweisung lief länger als ${timeoutMs} ms (DB_STATEMENT_TIMEOUT_MS); ihr Ergebnis wurde ` +
            `verworfen (canceling statement due to statement timeout of ${timeoutMs} ms).`,
    );
    this.name = 'StatementTimeoutError';
  }
}

/**
 * Whether an error (or what it wraps: Drizzle puts the driver's error in `cause`) is a statement that ran out
 * of time, on either driver, so callers can answer 503 instead of 500.
 */
export function isStatementTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Object && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}
