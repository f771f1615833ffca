import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeFileStorageContract } from './file-storage-contract-testing';
import { LocalDiskStorage } from './local-disk-storage';

describeFileStorageContract('local disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'disk-storage-'));
  return { storage: new LocalDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});
