// Security review: anonymous uploadFile took files without limit. Through the real endpoint and database: uploads
// are counted per caller, and storage that cannot take files answers 503 in German, never a bare 500.
import {
  closeGraphQLTestDb,
  createFixtures,
  firstError,
  type Fixtures,
  openGraphQLTestDb,
  SAMPLE_FILES,
  send,
  signToken,
  uploadRequest,
  uploadsFolder,
} from '../../graphql/testing';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import messages from '../../../messages/de.json';
import { createGraphQLServer } from '../../graphql/server';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { UPLOAD_RATE_LIMITS } from '../../storage/upload-limits';
import { ACCOUNT_STORAGE_QUOTA_BYTES } from '../../storage/upload-quota';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import { REGION } from '../../graphql/testing';

// Behind one reverse proxy of ours: the client is the right-most X-Forwarded-For entry. Fresh addresses per
// run, since a shared PostgreSQL server keeps the counters between test files.
process.env.TRUSTED_PROXY_HOPS = '1';
const clientAddress = () =>
  `198.51.100.${Math.floor(Math.random() * 250) + 1}, 10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

let fx: Fixtures;

beforeAll(async () => {
  fx = await createFixtures(await openGraphQLTestDb());
});

afterAll(async () => {
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const upload = (token?: string, from = client) =>
  send(
    POST,
    uploadRequest({ name: 'foto.png', bytes: SAMPLE_FILES.png }, { token, headers: { 'x-forwarded-for': from } }),
  );
const client = clientAddress();

describe('uploadFile limits', () => {
  it('refuses anonymous uploads past the hourly limit with a German 429, while signed-in users go on', async () => {
    for (let i = 0; i < UPLOAD_RATE_LIMITS.anonymousPerIp.limit; i++) expect(firstError(await upload())).toBeNull();
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(firstError(refused)).toEqual({ code: 'RATE_LIMITED', message: messages.graphql.upload.rateLimited });
    expect(firstError(await upload(await signToken(fx.applicant.id)))).toBeNull();
    // Another client is counted on its own.
    expect(firstError(await upload(undefined, clientAddress()))).toBeNull();
  });

  it('answers 503 with a German message when the upload folder cannot be written', async () => {
    const blocker = path.join(uploadsFolder(), 'keine-ablage');
    writeFileSync(blocker, '');
    const server = createGraphQLServer({ getStorage: () => new LocalDiskStorage(path.join(blocker, 'uploads')) });
    const token = await signToken(fx.recruiter.id);
    const result = await send(server.fetch, uploadRequest({ name: 'logo.png', bytes: SAMPLE_FILES.png }, { token }));
    expect(result.status).toBe(503);
    expect(firstError(result)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'Die Datei „logo.png“ kann gerade nicht gespeichert werden. Bitte versuche es in ein paar Minuten noch einmal.',
    });
  });

  it('bounds what one account keeps: an upload past the storage quota is refused in German and not kept', async () => {
    const db = await openGraphQLTestDb();
    const owner = fx.stranger.id;
    const token = await signToken(owner);
    const mine = () => db.select({ name: files.originalName }).from(files).where(eq(files.ownerId, owner));
    // The account's files already take all but 50 bytes (the PNG has 70) (one row standing for many uploads).
    await db.insert(files).values({
      storageKey: `quota-test/${owner}`,
      originalName: 'alte-uploads.pdf',
      mimeType: 'application/pdf',
      sizeBytes: ACCOUNT_STORAGE_QUOTA_BYTES - 50,
      sha256: '0'.repeat(64),
      ownerId: owner,
      regionId: REGION,
      permanentAt: new Date(),
    });
    const refused = await upload(token, clientAddress());
    expect(firstError(refused)).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'Die Datei „foto.png“ passt nicht mehr in den Speicherplatz dieses Kontos: Erlaubt sind zusammen höchstens 500 MB. Nicht verwendete Uploads werden nach einem Tag gelöscht.',
    });
    expect((await mine()).map((f) => f.name)).toEqual(['alte-uploads.pdf']);
    // Another account is not affected; with room again the same account uploads.
    expect(firstError(await upload(await signToken(fx.recruiter.id), clientAddress()))).toBeNull();
    await db
      .update(files)
      .set({ sizeBytes: ACCOUNT_STORAGE_QUOTA_BYTES - 1024 * 1024 })
      .where(and(eq(files.ownerId, owner), eq(files.originalName, 'alte-uploads.pdf')));
    expect(firstError(await upload(token, clientAddress()))).toBeNull();
    await db.delete(files).where(eq(files.ownerId, owner));
  });
});
