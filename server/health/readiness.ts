/*
 * Readiness of one server instance (docs/operations.md, "Health endpoints"): each dependency it needs to
 * answer requests is checked with a time limit, and the answer names every check, so an operator sees which
 * one failed. Reasons are error codes only (ECONNREFUSED, NoSuchBucket, timeout), never messages, which could
 * carry an address or a query.
 */

/** Each check gets this long; a balancer's probe must not hang on a database that does not answer. */
export const CHECK_TIMEOUT_MS = 2_000;

/** Health answers are never cached, by a browser, a proxy or our page cache. */
export const HEALTH_HEADERS = { 'Cache-Control': 'no-store' } as const;

/** A dependency's check: resolves 'ok', or 'off' when this process does not use it; rejects when unusable. */
export type HealthCheck = () => Promise<'ok' | 'off'>;

export type CheckOutcome = { status: 'ok' | 'off' | 'failed'; ms: number; error?: string };

export type Readiness = {
  ready: boolean;
  /** Shutting down: the instance finishes what it has and takes nothing new (docs/operations.md). */
  draining: boolean;
  checks: Record<string, CheckOutcome>;
};

class CheckTimedOut extends Error {}

const SAFE_CODE = /^[A-Za-z0-9_.-]{1,40}$/;

/** A short, safe reason: the error's code or class name, 'timeout' when the check ran out of time. */
export function failureReason(error: unknown): string {
  if (error instanceof CheckTimedOut) return 'timeout';
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && SAFE_CODE.test(code)) return code;
  if (typeof name === 'string' && SAFE_CODE.test(name)) return name;
  return 'error';
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut()), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function runCheck(check: HealthCheck, timeoutMs: number): Promise<CheckOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    return { status: await withTimeout(Promise.resolve().then(check), timeoutMs), ms: ms() };
  } catch (error) {
    return { status: 'failed', ms: ms(), error: failureReason(error) };
  }
}

/**
 * Runs every check at once, each within `timeoutMs`. Ready when none failed and the instance is not
 * draining; a draining instance runs no checks (its database may already be closing) and is not ready.
 */
export async function checkReadiness(
  checks: Readonly<Record<string, HealthCheck>>,
  options: { draining: boolean; timeoutMs?: number },
): Promise<Readiness> {
  if (options.draining) return { ready: false, draining: true, checks: {} };
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  const names = Object.keys(checks);
  const outcomes = await Promise.all(names.map((name) => runCheck(checks[name], timeoutMs)));
  const results = Object.fromEntries(names.map((name, i) => [name, outcomes[i]]));
  return { ready: outcomes.every((o) => o.status !== 'failed'), draining: false, checks: results };
}
