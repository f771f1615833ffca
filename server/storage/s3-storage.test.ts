import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStorageContract } from './file-storage-contract-testing';
import { openStorage } from './process-storage';
import { S3Storage } from './s3-storage';
import { startTestS3Server, type TestS3Server } from './s3-server-testing';
import { StorageUnavailableError } from './storage';
import { storageSettingsFromEnv } from './storage-settings';

describeFileStorageContract('S3 bucket', async () => {
  const server = await startTestS3Server();
  return { storage: new S3Storage(server.settings), close: () => server.close() };
});

const once = async function* (text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text);
};

const textOf = async (body: ReadableStream<Uint8Array>): Promise<string> => new Response(body).text();

describe('files in a bucket, seen from several server instances', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server('shared');
  });
  afterAll(() => server?.close());

  it('reads on one instance what another wrote, and a purge on one removes it for all', async () => {
    const [a, b] = [openStorage(storageSettingsFromEnv(server.env)), openStorage(storageSettingsFromEnv(server.env))];
    await a.write('2026/11/lebenslauf.pdf', once('%PDF-1.7 Lebenslauf'));
    expect(await textOf(await b.read('2026/11/lebenslauf.pdf'))).toBe('%PDF-1.7 Lebenslauf');
    await b.delete('2026/11/lebenslauf.pdf');
    await expect(a.read('2026/11/lebenslauf.pdf')).rejects.toThrow();
  });

  it('answers an upload into a missing bucket as storage unavailable (503), not as the uploader’s fault', async () => {
    const storage = new S3Storage({ ...server.settings, bucket: 'no-such-bucket' });
    const error = await storage.write('2026/11/x.pdf', once('%PDF')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ code: 'NoSuchBucket' });
  });

  it('answers an upload while the storage server is down as storage unavailable (503)', async () => {
    const gone = await startTestS3Server('gone');
    await gone.close();
    const error = await new S3Storage(gone.settings).write('2026/11/x.pdf', once('%PDF')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('fails the readiness probe for a missing bucket and for a server that is down', async () => {
    const missing = new S3Storage({ ...server.settings, bucket: 'no-such-bucket' });
    await expect(missing.probe()).rejects.toBeInstanceOf(StorageUnavailableError);
    const gone = await startTestS3Server('gone');
    await gone.close();
    await expect(new S3Storage(gone.settings).probe()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('answers an upload with credentials the server does not know as storage unavailable (503)', async () => {
    const credentials = { accessKeyId: 'UNBEKANNT', secretAccessKey: 'falsch' };
    const error = await new S3Storage({ ...server.settings, credentials })
      .write('2026/11/x.pdf', once('%PDF'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(error).toMatchObject({ code: 'InvalidAccessKeyId' });
  });
});
