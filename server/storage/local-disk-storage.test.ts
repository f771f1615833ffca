import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFileStorageContract } from './file-storage-contract-testing';
import { LocalDiskStorage } from './local-disk-storage';
import { StorageUnavailableError } from './storage';

describeFileStorageContract('local disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'disk-storage-'));
  return { storage: new LocalDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe('local disk readiness probe', () => {
  it('makes a missing uploads folder, as the first upload would', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'disk-probe-'));
    await expect(new LocalDiskStorage(path.join(parent, 'uploads', 'new')).probe()).resolves.toBeUndefined();
    await rm(parent, { recursive: true, force: true });
  });

  it('fails as storage unavailable when the folder cannot be made (a file in the way)', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'disk-probe-'));
    await writeFile(path.join(parent, 'blocked'), 'not a folder');
    await expect(new LocalDiskStorage(path.join(parent, 'blocked', 'uploads')).probe()).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await rm(parent, { recursive: true, force: true });
  });
});
