import type { Env } from '../../regions/env';

/**
 * The page cache's settings, from the environment of each instance (README, "Configuration"): on unless
 * PAGE_CACHE=off (off by default under `next dev`), PAGE_CACHE_MB of pages (128, counted compressed, as they are
 * kept: packed-body.ts), each at most PAGE_CACHE_MAX_AGE_SECONDS old (600). Changes purge the pages they
 * concern at once; the age bounds what no change announces (the "similar jobs" of a job page, relative dates).
 * PAGE_RENDER_SLOTS (4) anonymous pages render at once, the others wait (render-slots.ts).
 * A wrong value stops the start with its name.
 */
export type PageCacheSettings = {
  enabled: boolean;
  maxBytes: number;
  maxAgeMs: number;
  renderSlots: number;
  /** Where the benchmark reads the hit counts (`npm run bench` starts the server with BENCH_ROUTES=1), or null. */
  statsPath: string | null;
};

/** The counts of the page cache for bench/quality.ts; answered only when the bench routes are on. */
export const PAGE_CACHE_STATS_PATH = '/bench/page-cache';

function positiveInteger(env: Env, name: string, fallback: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new Error(`${name} muss eine ganze Zahl von 1 bis ${max} sein, nicht „${value}“.`);
  }
  return Number(value);
}

export function readPageCacheSettings(env: Env): PageCacheSettings {
  // `next dev` renders every change at once; a cached page would hide it.
  const switchValue = env.PAGE_CACHE ?? (env.NODE_ENV === 'development' ? 'off' : 'on');
  if (switchValue !== 'on' && switchValue !== 'off') {
    throw new Error(`PAGE_CACHE muss „on“ oder „off“ sein, nicht „${switchValue}“.`);
  }
  return {
    enabled: switchValue === 'on',
    maxBytes: positiveInteger(env, 'PAGE_CACHE_MB', 128, 4096) * 1024 * 1024,
    maxAgeMs: positiveInteger(env, 'PAGE_CACHE_MAX_AGE_SECONDS', 600, 86_400) * 1000,
    renderSlots: positiveInteger(env, 'PAGE_RENDER_SLOTS', 4, 64),
    statsPath: env.BENCH_ROUTES === '1' ? PAGE_CACHE_STATS_PATH : null,
  };
}
