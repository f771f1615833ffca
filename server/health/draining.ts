/*
 * Whether this instance is shutting down (server/http/graceful-shutdown.ts sets it, the readiness route reads
 * it). On globalThis: Next bundles instrumentation.ts and the route handlers apart, and both must see one flag.
 */
const DRAINING = Symbol.for('regional-jobboard.draining');
type Flag = { [DRAINING]?: boolean };

/** From now on readiness answers 503, so a balancer that probes it sends this instance nothing new. */
export function markDraining(): void {
  (globalThis as Flag)[DRAINING] = true;
}

export function isDraining(): boolean {
  return (globalThis as Flag)[DRAINING] === true;
}
