import { PageCacheStore, type HitAction } from './page-cache-store';
import { RenderSlots } from './render-slots';

/**
 * The page cache of this process (docs/architecture.md, "Page cache"). Kept on globalThis: the request hook that
 * serves it (installed from instrumentation.ts), the pages that tag themselves and the write paths that purge
 * are separate bundles of one process.
 */
export type RenderRecord = { tags: Set<string>; onHit: HitAction[] };

export type ProcessPageCache = {
  store: PageCacheStore;
  /** Renders under way that may be stored, by token (PAGE_RENDER_HEADER). */
  renders: Map<string, RenderRecord>;
  /** Renders under way by cache key: a second request for the same page waits for the first. */
  inflight: Map<string, Promise<void>>;
  /** Keys whose last render could not be stored (a form, a 404): their visitors never wait for each other. */
  uncacheable: Set<string>;
  /** The renders of anonymous pages that may run at once (render-slots.ts); answers from the cache never wait. */
  slots: RenderSlots;
};

const KEY = Symbol.for('regional-jobboard.page-cache');
const holder = globalThis as typeof globalThis & { [KEY]?: ProcessPageCache };

/** The process's page cache, or null where none runs (the page cache is off, a test, a script). */
export function processPageCache(): ProcessPageCache | null {
  return holder[KEY] ?? null;
}

/** Starts the process's page cache once. */
export function startProcessPageCache(limits: {
  maxBytes: number;
  maxAgeMs: number;
  renderSlots: number;
}): ProcessPageCache {
  holder[KEY] ??= {
    store: new PageCacheStore(limits),
    slots: new RenderSlots(limits.renderSlots),
    renders: new Map(),
    inflight: new Map(),
    uncacheable: new Set(),
  };
  return holder[KEY];
}

/** Records what the render with `token` shows, and what to run when its page is served from the cache. */
export function tagRender(token: string | null, tags: readonly string[], onHit?: HitAction): void {
  const record = token ? processPageCache()?.renders.get(token) : undefined;
  if (!record) return;
  for (const tag of tags) record.tags.add(tag);
  if (onHit) record.onHit.push(onHit);
}
