/**
 * Start-up of each server instance. First the guards in front of Next: unused methods get a 405, internal
 * response headers never leave, and every request carries its socket's address for the per-IP limits; then
 * the page cache, which answers anonymous pages it holds before Next sees them and follows the database's
 * change notices once it is open (docs/architecture.md, "Page cache"), as do the caches of terms and title words
 * ("Caches across instances"). Then the settings are checked (a bad SITE_ORIGIN_PATTERN stops the server; no SMTP_URL warns loudly) and
 * the database is opened, so an instance that cannot have it (the embedded database held by another
 * server) stops with a German message before it serves a page. Then the background work: with
 * BACKGROUND_WORK=all (the default) this server is also a worker of the job queue that runs the outboxes, the
 * alert senders and the clean-ups, each job claimed once across every instance; with `web` it leaves them to
 * `npm run worker` (server/scheduler/background-work.ts, docs/architecture.md, "Background work on a job queue").
 * With NEXT_MANUAL_SIG_HANDLE set, SIGTERM starts the graceful shutdown (docs/operations.md, "Stopping an instance").
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installRequestGuard } = await import('./lib/routing/request-guard');
  installRequestGuard();
  const { installPageCache } = await import('./server/page-cache/install-page-cache');
  installPageCache();
  const { installPeerAddressHeader } = await import('./server/http/peer-address');
  installPeerAddressHeader();
  const { checkStartUpSettings } = await import('./server/http/start-up-checks');
  checkStartUpSettings();
  const { installGracefulShutdown } = await import('./server/http/install-graceful-shutdown');
  installGracefulShutdown();
  const { openDatabaseAtStart } = await import('./server/db/startup');
  await openDatabaseAtStart();
  const { followPageChanges } = await import('./server/page-cache/page-change-feed');
  await followPageChanges();
  const { followCacheChanges } = await import('./server/caches/cache-changes');
  await followCacheChanges();
  const { startBackgroundWork } = await import('./server/scheduler/background-work');
  await startBackgroundWork();
}
