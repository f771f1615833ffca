/**
 * docs/product.md §9 tracking minimum visit and heartbeat: a visit (job_visit, orgprofile_visit) is sent once the
 * page was visible for 5 s. The clock ticks every 5 s and counts only visible time, so a tab opened in the
 * background and never looked at is no visit.
 */
export const VISIT = { minimumMs: 5000, heartbeatMs: 5000 } as const;

/** Timers fire a little late or, with coarse clocks, a hair early: a tick this close to the minimum counts. */
const JITTER_MS = 100;

export type VisitClockEnv = {
  visible: () => boolean;
  now: () => number;
  onVisibilityChange: (listener: () => void) => () => void;
  every: (ms: number, tick: () => void) => () => void;
};

export const browserClock = (): VisitClockEnv => ({
  visible: () => document.visibilityState === 'visible',
  now: () => performance.now(),
  onVisibilityChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
});

/** Calls `onVisit` once after the minimum visible time; the returned function stops the clock. */
export function startVisitClock(onVisit: () => void, env: VisitClockEnv = browserClock()): () => void {
  let counted = 0;
  let since: number | null = env.visible() ? env.now() : null;
  const stopListening = env.onVisibilityChange(() => {
    if (since !== null && !env.visible()) {
      counted += env.now() - since;
      since = null;
    } else if (since === null && env.visible()) since = env.now();
  });
  const stop = () => {
    stopTicking();
    stopListening();
  };
  const stopTicking = env.every(VISIT.heartbeatMs, () => {
    const visibleMs = counted + (since === null ? 0 : env.now() - since);
    if (visibleMs + JITTER_MS < VISIT.minimumMs) return;
    stop();
    onVisit();
  });
  return stop;
}
