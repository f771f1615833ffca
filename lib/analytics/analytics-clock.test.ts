import { describe, expect, it, vi } from 'vitest';
import { hookEvents } from './apply-hooks';
import { startVisitClock, VISIT, type VisitClockEnv } from './visit-clock';
import { TAG_RETRY, whenReady } from './when-ready';

/** A clock the test moves by hand: time, visibility and the heartbeat. */
function fakeClock(visible = true) {
  let now = 0;
  let shown = visible;
  const listeners = new Set<() => void>();
  const ticks = new Set<() => void>();
  const env: VisitClockEnv = {
    visible: () => shown,
    now: () => now,
    onVisibilityChange: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    every: (_ms, tick) => (ticks.add(tick), () => ticks.delete(tick)),
  };
  return {
    env,
    pass(ms: number) {
      now += ms;
      ticks.forEach((tick) => tick());
    },
    show(next: boolean) {
      shown = next;
      listeners.forEach((listener) => listener());
    },
    running: () => ticks.size > 0,
  };
}

describe('docs/product.md §9 visit minimum and heartbeat', () => {
  it('are 5 s each', () => expect(VISIT).toEqual({ minimumMs: 5000, heartbeatMs: 5000 }));

  it('sends a visit once, after 5 s of a visible page, and stops ticking', () => {
    const clock = fakeClock();
    const visit = vi.fn();
    startVisitClock(visit, clock.env);
    clock.pass(4000);
    expect(visit).not.toHaveBeenCalled();
    clock.pass(1000);
    expect(visit).toHaveBeenCalledTimes(1);
    expect(clock.running()).toBe(false);
  });

  it('counts only visible time: a tab in the background is no visit until it is looked at', () => {
    const clock = fakeClock(false);
    const visit = vi.fn();
    startVisitClock(visit, clock.env);
    clock.pass(60_000);
    expect(visit).not.toHaveBeenCalled();
    clock.show(true);
    clock.pass(3000);
    clock.show(false);
    clock.pass(10_000);
    clock.show(true);
    clock.pass(2000);
    expect(visit).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when stopped before the minimum (the page was left)', () => {
    const clock = fakeClock();
    const visit = vi.fn();
    startVisitClock(visit, clock.env)();
    clock.pass(10_000);
    expect(visit).not.toHaveBeenCalled();
  });
});

describe('docs/product.md §9 tracking retry', () => {
  it('asks every 500 ms, 30 times, then gives up', async () => {
    expect(TAG_RETRY).toEqual({ intervalMs: 500, attempts: 30 });
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    expect(await whenReady(() => false, TAG_RETRY, wait)).toBe(false);
    expect(waits).toEqual(Array(30).fill(500));
  });

  it('goes on as soon as the tag is there', async () => {
    let checks = 0;
    expect(
      await whenReady(
        () => ++checks === 3,
        TAG_RETRY,
        async () => undefined,
      ),
    ).toBe(true);
    expect(checks).toBe(3);
  });
});

describe('docs/product.md §7 apply hooks', () => {
  it.each([
    ['job_apply_complete', 'http://franken.localhost/job/42', ['job_apply_complete']],
    ['job_apply_complete', '', ['job_apply_start', 'job_apply_complete']],
    ['job_apply_start', '', ['job_apply_start']],
    ['job_visit', '', ['job_visit']],
  ] as const)('%s with referrer "%s" calls %j', (event, referrer, events) => {
    expect(hookEvents(event, referrer)).toEqual(events);
  });
});
