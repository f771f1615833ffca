import path from 'node:path';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';
import { type StorageSettings, storageSettingsFromEnv } from './storage-settings';

/*
 * The process's one storage, apart from the interface (storage.ts) that every adapter implements, so an adapter
 * never imports the module that picks it.
 */

const CACHE_KEY = Symbol.for('regional-jobboard.storage');
type Cache = { [CACHE_KEY]?: { settings: string; storage: FileStorage } };

/** The adapter the settings name: an S3-API bucket, or local disk (relative folders from the working directory). */
export function openStorage(settings: StorageSettings): FileStorage {
  if (settings.kind === 's3') return new S3Storage(settings);
  return new LocalDiskStorage(path.resolve(/* turbopackIgnore: true */ settings.root));
}

/**
 * The process-wide storage: FILE_STORAGE=s3 a bucket (S3_*), else local disk in UPLOADS_DIR or ./data/uploads; opened
 * anew only when the settings change (a server's never do; test files that share one process each bring their own).
 */
export function getStorage(): FileStorage {
  const cache = globalThis as Cache;
  const settings = storageSettingsFromEnv(process.env);
  const key = JSON.stringify(settings);
  if (cache[CACHE_KEY]?.settings !== key) cache[CACHE_KEY] = { settings: key, storage: openStorage(settings) };
  return cache[CACHE_KEY].storage;
}
