import { listenToDb } from '../db/client';

/** The channel the database announces changes of data kept in memory on (migration 0026_cache_changes.sql). */
export const CACHE_CHANGES_CHANNEL = 'cache_changes';

/** What a notice names: the taxonomy terms, the words of published job titles. */
export const CACHED_DATA = ['terms', 'title_words'] as const;
export type CachedData = (typeof CACHED_DATA)[number];

type Forget = () => void;

/**
 * The caches to tell, on globalThis: the listener starts in instrumentation.ts, the caches live in the pages'
 * and routes' bundles, each with its own copy of the cache module (docs/architecture.md, "Caches across
 * instances").
 */
const KEY = Symbol.for('regional-jobboard.cache-forgetters');
const holder = globalThis as typeof globalThis & { [KEY]?: Map<CachedData, Set<Forget>> };
const forgetters = () => (holder[KEY] ??= new Map());

/** Registers how a copy of a cache module forgets `what` when it changed on any instance. */
export function onCacheChange(what: CachedData, forget: Forget): void {
  const registered = forgetters().get(what) ?? new Set<Forget>();
  registered.add(forget);
  forgetters().set(what, registered);
}

/** Tells every registered cache of `what` to forget it. */
export function forgetCached(what: CachedData): void {
  for (const forget of forgetters().get(what) ?? []) forget();
}

const isCachedData = (notice: string): notice is CachedData => (CACHED_DATA as readonly string[]).includes(notice);

let unfollow: (() => Promise<void>) | null = null;

/**
 * Makes this process's caches forget what the database announces changed, from whichever instance; after a gap in
 * the notices (the listening connection was lost), everything.
 */
export async function followCacheChanges(): Promise<void> {
  const forgetAll = () => CACHED_DATA.forEach(forgetCached);
  unfollow = await listenToDb(
    CACHE_CHANGES_CHANNEL,
    (notice) => (isCachedData(notice) ? forgetCached(notice) : forgetAll()),
    forgetAll,
  );
}

/** Gives the listening connection back, so the database pool can close (a graceful shutdown). */
export async function stopFollowingCacheChanges(): Promise<void> {
  const stop = unfollow;
  unfollow = null;
  await stop?.();
}
