import { setTimeout as sleep } from 'node:timers/promises';
import type { Env } from '../../regions/env';
import { stopFollowingCacheChanges } from '../caches/cache-changes';
import { closeDb } from '../db/client';
import { markDraining } from '../health/draining';
import { stopFollowingPageChanges } from '../page-cache/page-change-feed';
import { stopBackgroundWork } from '../scheduler/background-work';
import { shutDown, shutdownSettingsFromEnv } from './graceful-shutdown';
import { forceCloseConnections, openRequestCount, stopAccepting, trackOpenRequests } from './open-requests';

/**
 * Installs the graceful shutdown on SIGTERM and SIGINT (instrumentation.ts), when NEXT_MANUAL_SIG_HANDLE is set:
 * that is Next's own switch that leaves the signals to the app. Without it `next start` keeps its own
 * handling (close the listener, wait for the requests in flight, exit), which knows nothing of readiness, the
 * queue or the database, and has no time limit (docs/operations.md, "Stopping an instance").
 */
export function installGracefulShutdown(env: Env = process.env): void {
  if (!env.NEXT_MANUAL_SIG_HANDLE) return;
  const settings = shutdownSettingsFromEnv(env);
  trackOpenRequests();
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    console.log(
      `${signal}: der Server nimmt nach ${settings.drainMs / 1000} s keine Anfragen mehr an und beendet ` +
        `${openRequestCount()} laufende; spätestens nach ${settings.timeoutMs / 1000} s ist Schluss.`,
    );
    shutDown(
      {
        markDraining,
        wait: (ms) => sleep(ms),
        stopAccepting,
        stopBackgroundWork,
        closeDatabase: async () => {
          await stopFollowingPageChanges();
          await stopFollowingCacheChanges();
          await closeDb();
        },
        forceCloseConnections,
      },
      settings,
    ).then(
      (outcome) => {
        if (outcome === 'timed-out') console.error('Die Zeit zum Beenden ist um; offene Verbindungen wurden getrennt.');
        process.exit(outcome === 'clean' ? 0 : 1);
      },
      (error: unknown) => {
        console.error('Beim Beenden ging etwas schief.', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
