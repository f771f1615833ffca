import type { Env } from '../../regions/env';

/*
 * Where the process keeps uploaded bytes, read from the environment once (docs/architecture.md, "File storage
 * on S3"). Local disk is the default: one process needs nothing else. An S3-API bucket is for several
 * instances, which must all see the same files.
 */

export const DEFAULT_UPLOADS_DIR = './data/uploads';

/** Most S3-compatible servers ignore the region; AWS's SDK still signs with one. */
export const DEFAULT_S3_REGION = 'us-east-1';

export type DiskSettings = { kind: 'disk'; root: string };

export type S3Settings = {
  kind: 's3';
  /** Unset: Amazon S3 itself, found from the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type StorageSettings = DiskSettings | S3Settings;

/** A storage setting the server cannot start with; the message is German and names the variable. */
export class StorageSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageSettingsError';
  }
}

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const setting = value(env, name)?.toLowerCase();
  if (setting === undefined) return fallback;
  if (setting === 'on' || setting === 'off') return setting === 'on';
  throw new StorageSettingsError(`${name} muss "on" oder "off" sein, nicht "${env[name]}".`);
}

function endpointOf(env: Env): string | undefined {
  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint === undefined) return undefined;
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new StorageSettingsError(
      `S3_ENDPOINT muss eine http- oder https-Adresse sein, etwa http://127.0.0.1:9000, nicht "${endpoint}".`,
    );
  }
  return endpoint;
}

function credentialsOf(env: Env): S3Settings['credentials'] {
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey };
  if (!accessKeyId && !secretAccessKey) return undefined;
  const missing = accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
  throw new StorageSettingsError(
    `S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY gehören zusammen: ${missing} fehlt (oder beide weglassen).`,
  );
}

function s3SettingsOf(env: Env): S3Settings {
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) throw new StorageSettingsError('S3_BUCKET fehlt: mit FILE_STORAGE=s3 braucht der Server einen Bucket.');
  if (/[\s/]/.test(bucket)) {
    throw new StorageSettingsError(`S3_BUCKET ist ein Bucket-Name ohne "/" und Leerzeichen, nicht "${bucket}".`);
  }
  const endpoint = endpointOf(env);
  return {
    kind: 's3',
    endpoint,
    region: value(env, 'S3_REGION') ?? DEFAULT_S3_REGION,
    bucket,
    credentials: credentialsOf(env),
    // A server of one's own is usually reached by address, where bucket host names do not resolve.
    forcePathStyle: onOff(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
  };
}

/** The storage settings of `env`; throws a StorageSettingsError for anything the server cannot start with. */
export function storageSettingsFromEnv(env: Env): StorageSettings {
  const kind = value(env, 'FILE_STORAGE')?.toLowerCase() ?? 'disk';
  if (kind === 'disk') return { kind, root: value(env, 'UPLOADS_DIR') ?? DEFAULT_UPLOADS_DIR };
  if (kind === 's3') return s3SettingsOf(env);
  throw new StorageSettingsError(`FILE_STORAGE muss "disk" oder "s3" sein, nicht "${env.FILE_STORAGE}".`);
}
