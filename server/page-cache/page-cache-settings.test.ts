import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_STATS_PATH, readPageCacheSettings } from './page-cache-settings';

const MB = 1024 * 1024;

describe('readPageCacheSettings', () => {
  it.each([
    { env: {}, settings: { enabled: true, maxBytes: 128 * MB, maxAgeMs: 600_000, renderSlots: 4, statsPath: null } },
    { env: { PAGE_RENDER_SLOTS: '2' }, settings: { renderSlots: 2 } },
    { env: { PAGE_CACHE: 'off' }, settings: { enabled: false } },
    { env: { NODE_ENV: 'development' }, settings: { enabled: false } },
    { env: { NODE_ENV: 'development', PAGE_CACHE: 'on' }, settings: { enabled: true } },
    {
      env: { PAGE_CACHE_MB: '64', PAGE_CACHE_MAX_AGE_SECONDS: '30' },
      settings: { maxBytes: 64 * MB, maxAgeMs: 30_000 },
    },
    { env: { BENCH_ROUTES: '1' }, settings: { statsPath: PAGE_CACHE_STATS_PATH } },
  ])('$env', ({ env, settings }) => {
    expect(readPageCacheSettings(env)).toMatchObject(settings);
  });

  it.each([
    [{ PAGE_CACHE: 'yes' }, /PAGE_CACHE muss „on“ oder „off“ sein/],
    [{ PAGE_CACHE_MB: '0' }, /PAGE_CACHE_MB muss eine ganze Zahl von 1 bis 4096 sein, nicht „0“/],
    [{ PAGE_CACHE_MAX_AGE_SECONDS: '1.5' }, /PAGE_CACHE_MAX_AGE_SECONDS/],
    [{ PAGE_RENDER_SLOTS: '100' }, /PAGE_RENDER_SLOTS muss eine ganze Zahl von 1 bis 64 sein/],
  ])('refuses %o by name', (env, message) => {
    expect(() => readPageCacheSettings(env)).toThrow(message);
  });
});
