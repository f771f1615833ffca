// Issue 10: anonymous uploadFile took files without limit. Through the real endpoint and database: uploads
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
});
