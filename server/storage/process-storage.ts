import path from 'node:path';
import { LocalDiskStorage } from './local-disk-storage';
import type { FileStorage } from './storage';

/*
 * The process's one storage, apart from the interface (storage.ts) that every adapter implements, so an adapter
 * never imports the module that picks it.
 */

export const DEFAULT_UPLOADS_DIR = './data/uploads';

const CACHE_KEY = Symbol.for('regional-jobboard.storage');
type Cache = { [CACHE_KEY]?: FileStorage };

/** The process-wide storage: local disk in UPLOADS_DIR, else ./data/uploads. */
export function getStorage(): FileStorage {
  const cache = globalThis as Cache;
  cache[CACHE_KEY] ??= new LocalDiskStorage(
    path.resolve(/* turbopackIgnore: true */ process.env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR),
  );
  return cache[CACHE_KEY];
}
