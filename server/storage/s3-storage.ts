import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage, StorageUnavailableError } from './storage';
import type { S3Settings } from './storage-settings';

/*
 * S3's smallest part, sent one at a time: a write holds about 13 MB of buffers at its peak for a 48 MB file and
 * for a 160 MB one alike (docs/architecture.md, "File storage on S3"). The uploader's connection is the slow
 * side, so a second part in flight gained nothing and doubled that.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;

type Sdk = {
  client: S3Client;
  commands: Pick<typeof import('@aws-sdk/client-s3'), 'GetObjectCommand' | 'DeleteObjectCommand' | 'HeadBucketCommand'>;
  Upload: typeof import('@aws-sdk/lib-storage').Upload;
};

/*
 * The SDK is loaded on first use, so a server on local disk never loads it (some 30 MB of memory and a quarter
 * of a second at start). Checksums only where the API requires them: S3-compatible servers other than Amazon's
 * often refuse the SDK's newer default checksums, and each file's sha256 is kept in its `files` row anyway.
 */
async function loadSdk(settings: S3Settings): Promise<Sdk> {
  const [{ S3Client, GetObjectCommand, DeleteObjectCommand, HeadBucketCommand }, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No idle timeout on a socket: a download streams as fast as the browser reads, and may pause.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  });
  return { client, commands: { GetObjectCommand, DeleteObjectCommand, HeadBucketCommand }, Upload };
}

const failureCode = (error: unknown): string => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'unknown';
};

/**
 * Files as objects in one bucket of any S3-API service, under the same keys as on disk. Every instance that
 * names the bucket sees the same files. The bucket stays private: files reach browsers only through our own
 * routes, after the same authorization as on disk (docs/architecture.md, "File storage on S3").
 */
export class S3Storage implements FileStorage {
  private sdk: Promise<Sdk> | undefined;

  constructor(readonly settings: S3Settings) {}

  private connect(): Promise<Sdk> {
    this.sdk ??= loadSdk(this.settings);
    return this.sdk;
  }

  /**
   * Streams the chunks up: one PUT for a small file, a multipart upload in 5 MB parts for a larger one (a PUT
   * needs its length in advance). S3 shows an object only once it is complete, and a failed multipart upload
   * is aborted, so nothing stays behind. The source's own error (a file too large, say) is passed on as it is;
   * any other failure is the storage's, so the caller answers 503.
   */
  async write(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
    assertStorageKey(key);
    const { client, Upload } = await this.connect();
    const source: { failed: boolean; error?: unknown } = { failed: false };
    async function* watched(): AsyncGenerator<Uint8Array> {
      try {
        yield* chunks;
      } catch (error) {
        Object.assign(source, { failed: true, error });
        throw error;
      }
    }
    const params = { Bucket: this.settings.bucket, Key: key, Body: Readable.from(watched()) };
    try {
      await new Upload({ client, params, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT }).done();
    } catch (error) {
      if (source.failed) throw source.error;
      throw new StorageUnavailableError(failureCode(error), { cause: error });
    }
  }

  /** The object's bytes as they arrive from the service; cancelling the stream closes the connection. */
  async read(key: string): Promise<ReadableStream<Uint8Array>> {
    assertStorageKey(key);
    const { client, commands } = await this.connect();
    const { Body } = await client.send(new commands.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    if (!Body) throw new Error(`Storage answered without a body: ${key}`);
    return Body.transformToWebStream() as ReadableStream<Uint8Array>;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { client, commands } = await this.connect();
    await client.send(new commands.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** One HEAD on the bucket: the service answers, the bucket exists and the key pair may use it. */
  async probe(): Promise<void> {
    const { client, commands } = await this.connect();
    try {
      await client.send(new commands.HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      throw new StorageUnavailableError(failureCode(error), { cause: error });
    }
  }
}
