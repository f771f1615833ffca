import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Env } from '../../regions/env';
import { type S3Settings, storageSettingsFromEnv } from './storage-settings';

/** s3rver's one account; it checks every request's signature against it. */
const ACCESS_KEY = 'S3RVER';

export type TestS3Server = {
  /** What a server of the app would be started with to use the bucket. */
  env: Env;
  settings: S3Settings;
  close(): Promise<void>;
};

/**
 * A real S3-API server for tests (s3rver: the S3 REST API over files in a temporary folder), on a free loopback
 * port with one empty bucket. Closing it removes the folder.
 */
export async function startTestS3Server(bucket = 'uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-server-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env: Env = {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
  const settings = storageSettingsFromEnv(env);
  if (settings.kind !== 's3') throw new Error('FILE_STORAGE=s3 must give S3 settings');
  return {
    env,
    settings,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
