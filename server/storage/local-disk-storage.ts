import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, StorageUnavailableError } from './storage';

/** File system errors that say the folder cannot take files (full, read-only, no permission, not a folder). */
const UNAVAILABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR']);

function unavailable(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code && UNAVAILABLE_CODES.has(code) ? new StorageUnavailableError(code, { cause: error }) : error;
}

/**
 * Files on local disk under `root` (default ./data/uploads). A write goes to a temporary name first and is
 * renamed into place when complete, so readers never see half a file and a failed upload leaves nothing.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async write(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true }).catch((error: unknown) => {
      throw unavailable(error);
    });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(Readable.from(chunks), createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw unavailable(error);
    }
  }

  async read(key: string): Promise<ReadableStream<Uint8Array>> {
    const file = this.pathOf(key);
    await stat(file);
    return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The folder exists (made on first use, as a write would) and this process may write in it. */
  async probe(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (error) {
      throw unavailable(error);
    }
  }
}
