/**
 * Background work of each server instance: the application outbox, the job alert sender and the clean-up
 * of stale application drafts (server/scheduler/background-work.ts). Several instances may run it: claims
 * use FOR UPDATE SKIP LOCKED, so nothing is sent twice.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startBackgroundWork } = await import('./server/scheduler/background-work');
  startBackgroundWork();
}
