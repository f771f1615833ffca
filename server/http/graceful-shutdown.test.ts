import { describe, expect, it } from 'vitest';
import {
  shutDown,
  shutdownSettingsFromEnv,
  ShutdownSettingsError,
  type ShutdownSettings,
  type ShutdownSteps,
} from './graceful-shutdown';

/** Steps that write down when they ran; `hang` names the one that never finishes. */
function recordingSteps(hang?: 'stopAccepting' | 'stopBackgroundWork'): { steps: ShutdownSteps; log: string[] } {
  const log: string[] = [];
  const step = (name: string) => async () => {
    log.push(name);
    if (name === hang) await new Promise(() => undefined);
  };
  return {
    log,
    steps: {
      markDraining: () => void log.push('draining'),
      wait: async (ms) => void log.push(`wait ${ms}`),
      stopAccepting: step('stopAccepting'),
      stopBackgroundWork: step('stopBackgroundWork'),
      closeDatabase: step('closeDatabase'),
      forceCloseConnections: () => void log.push('forceClose'),
    },
  };
}

const SETTINGS: ShutdownSettings = { drainMs: 5_000, timeoutMs: 200 };

describe('graceful shutdown of a web instance', () => {
  it('turns readiness off first, drains, finishes requests and jobs, then closes the database', async () => {
    const { steps, log } = recordingSteps();
    expect(await shutDown(steps, SETTINGS)).toBe('clean');
    expect(log).toEqual([
      'draining',
      'wait 5000',
      'stopAccepting',
      'stopBackgroundWork',
      'closeDatabase',
      'forceClose',
    ]);
  });

  it.each(['stopAccepting', 'stopBackgroundWork'] as const)(
    'gives up when %s outlasts the time limit: connections are cut, the database is left to the exit',
    async (hang) => {
      const { steps, log } = recordingSteps(hang);
      const started = Date.now();
      expect(await shutDown(steps, SETTINGS)).toBe('timed-out');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(log).not.toContain('closeDatabase');
      expect(log.at(-1)).toBe('forceClose');
    },
  );
});

describe('shutdownSettingsFromEnv', () => {
  it.each([
    [{}, { drainMs: 5_000, timeoutMs: 25_000 }],
    [{ SHUTDOWN_DRAIN_SECONDS: '0' }, { drainMs: 0, timeoutMs: 25_000 }],
    [
      { SHUTDOWN_DRAIN_SECONDS: '1.5', SHUTDOWN_TIMEOUT_SECONDS: '10' },
      { drainMs: 1_500, timeoutMs: 10_000 },
    ],
  ])('%o → %o', (env, settings) => {
    expect(shutdownSettingsFromEnv(env)).toEqual(settings);
  });

  it.each([
    [{ SHUTDOWN_DRAIN_SECONDS: 'fünf' }, 'SHUTDOWN_DRAIN_SECONDS'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '-1' }, 'SHUTDOWN_TIMEOUT_SECONDS'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '3600' }, 'SHUTDOWN_TIMEOUT_SECONDS'],
    [{ SHUTDOWN_DRAIN_SECONDS: '30' }, 'kleiner'],
  ])('refuses %o with a German message naming it', (env, named) => {
    expect(() => shutdownSettingsFromEnv(env)).toThrow(ShutdownSettingsError);
    expect(() => shutdownSettingsFromEnv(env)).toThrow(named);
  });
});
