import { getStorage } from './process-storage';

/** Test helper: whether the configured storage still holds the bytes under `key` (the body is not read). */
export const storedFileExists = (key: string): Promise<boolean> =>
  getStorage()
    .read(key)
    .then(async (body) => (await body.cancel(), true))
    .catch(() => false);
