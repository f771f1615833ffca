import { describe, expect, it } from 'vitest';
import {
  DEFAULT_S3_REGION,
  DEFAULT_UPLOADS_DIR,
  storageSettingsFromEnv,
  StorageSettingsError,
} from './storage-settings';

const S3 = { FILE_STORAGE: 's3', S3_BUCKET: 'uploads' };
const KEYS = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('storage settings read when a server starts', () => {
  it.each([
    ['nothing set', {}, { kind: 'disk', root: DEFAULT_UPLOADS_DIR }],
    ['UPLOADS_DIR', { UPLOADS_DIR: '/srv/uploads' }, { kind: 'disk', root: '/srv/uploads' }],
    ['FILE_STORAGE=disk, S3_* ignored', { FILE_STORAGE: 'Disk', S3_BUCKET: 'x' }, { kind: 'disk' }],
    [
      'a bucket on Amazon S3 itself',
      { ...S3, ...KEYS, S3_REGION: 'eu-central-1' },
      {
        kind: 's3',
        endpoint: undefined,
        region: 'eu-central-1',
        bucket: 'uploads',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: false,
      },
    ],
    [
      'a server of ones own: path style by default',
      { ...S3, ...KEYS, S3_ENDPOINT: 'http://127.0.0.1:9000' },
      { endpoint: 'http://127.0.0.1:9000', region: DEFAULT_S3_REGION, forcePathStyle: true },
    ],
    [
      'path style switched off for a server with bucket host names',
      { ...S3, S3_ENDPOINT: 'https://s3.example.net', S3_FORCE_PATH_STYLE: 'off' },
      { forcePathStyle: false },
    ],
    ['no keys: the SDK finds its own (an instance role)', S3, { credentials: undefined }],
  ])('%s', (_, env, expected) => {
    expect(storageSettingsFromEnv(env)).toMatchObject(expected);
  });

  it.each([
    ['FILE_STORAGE', { FILE_STORAGE: 'bucket' }, 'FILE_STORAGE muss "disk" oder "s3" sein'],
    ['S3_BUCKET', { FILE_STORAGE: 's3' }, 'S3_BUCKET fehlt'],
    ['S3_BUCKET', { ...S3, S3_BUCKET: 'uploads/cv' }, 'S3_BUCKET ist ein Bucket-Name'],
    ['S3_ENDPOINT', { ...S3, S3_ENDPOINT: '127.0.0.1:9000' }, 'S3_ENDPOINT muss eine http- oder https-Adresse sein'],
    ['S3_ENDPOINT', { ...S3, S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT muss eine http- oder https-Adresse sein'],
    ['S3_SECRET_ACCESS_KEY', { ...S3, S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY fehlt'],
    ['S3_ACCESS_KEY_ID', { ...S3, S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID fehlt'],
    ['S3_FORCE_PATH_STYLE', { ...S3, S3_FORCE_PATH_STYLE: 'true' }, 'S3_FORCE_PATH_STYLE muss "on" oder "off" sein'],
  ])('stops with a German message naming %s', (_, env, message) => {
    expect(() => storageSettingsFromEnv(env)).toThrow(StorageSettingsError);
    expect(() => storageSettingsFromEnv(env)).toThrow(message);
  });
});
