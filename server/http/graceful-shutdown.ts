import type { Env } from '../../regions/env';

/*
 * A graceful shutdown of a web instance behind a balancer (docs/operations.md, "Stopping an instance"):
 * readiness turns 503 first, so a balancer that probes it sends nothing new; after the drain delay the
 * instance stops accepting connections, finishes the requests in flight and the queue's running jobs, and
 * closes the database pool. The whole is bounded: past the time limit the remaining connections are cut.
 */

export type ShutdownSettings = { drainMs: number; timeoutMs: number };

/** What a shutdown does, in order; the server passes the real steps, tests their own. */
export type ShutdownSteps = {
  markDraining(): void;
  wait(ms: number): Promise<void>;
  /** Resolves when no request is in flight any more. */
  stopAccepting(): Promise<void>;
  /** Resolves when the queue's running jobs (if this process runs it) have finished. */
  stopBackgroundWork(): Promise<void>;
  closeDatabase(): Promise<void>;
  forceCloseConnections(): void;
};

export type ShutdownOutcome = 'clean' | 'timed-out';

/** Defaults: a probing balancer notices within its interval (5 s); a container platform kills after 30 s. */
const DEFAULTS = { SHUTDOWN_DRAIN_SECONDS: 5, SHUTDOWN_TIMEOUT_SECONDS: 25 } as const;

/** A shutdown setting the server cannot start with; the message is German and names the variable. */
export class ShutdownSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShutdownSettingsError';
  }
}

function seconds(env: Env, name: keyof typeof DEFAULTS): number {
  const setting = env[name]?.trim();
  if (!setting) return DEFAULTS[name];
  const value = Number(setting);
  if (!/^\d+(\.\d+)?$/.test(setting) || value > 600) {
    throw new ShutdownSettingsError(`${name} ist eine Zahl von Sekunden zwischen 0 und 600, nicht "${env[name]}".`);
  }
  return value;
}

/** SHUTDOWN_DRAIN_SECONDS (5) and SHUTDOWN_TIMEOUT_SECONDS (25, the drain included). */
export function shutdownSettingsFromEnv(env: Env): ShutdownSettings {
  const drainMs = seconds(env, 'SHUTDOWN_DRAIN_SECONDS') * 1000;
  const timeoutMs = seconds(env, 'SHUTDOWN_TIMEOUT_SECONDS') * 1000;
  if (drainMs >= timeoutMs) {
    throw new ShutdownSettingsError('SHUTDOWN_DRAIN_SECONDS muss kleiner sein als SHUTDOWN_TIMEOUT_SECONDS.');
  }
  return { drainMs, timeoutMs };
}

/**
 * Runs the steps: draining at once, then after the drain delay requests and jobs finish side by side, then
 * the database closes. 'timed-out' when the time limit came first; the connections left are cut then.
 */
export async function shutDown(steps: ShutdownSteps, settings: ShutdownSettings): Promise<ShutdownOutcome> {
  steps.markDraining();
  const work = (async (): Promise<ShutdownOutcome> => {
    await steps.wait(settings.drainMs);
    await Promise.all([steps.stopAccepting(), steps.stopBackgroundWork()]);
    await steps.closeDatabase();
    return 'clean';
  })();
  work.catch(() => undefined); // a step that fails after the time limit must not end the process on its own
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), settings.timeoutMs);
  });
  const outcome = await Promise.race([work, limit]).finally(() => clearTimeout(timer));
  steps.forceCloseConnections();
  return outcome;
}
