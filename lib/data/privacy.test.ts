// "Meine Daten herunterladen": the route's answer is a private, never cached ZIP of the session's user only;
// signed out or after too many exports the browser goes back to "Meine Daten", which says why; deleting a
// kept file comes back to the page's files with a notice.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { files, users } from '@/server/db/schema';
import { closeGraphQLTestDb, openGraphQLTestDb, REGION } from '@/server/graphql/testing';
import { storedFile } from '@/server/privacy/privacy-testing';
import { EXPORT_LIMIT } from '@/server/privacy/export-personal-data';
import { EXPORT_HTML_NAME } from '@/server/privacy/export-html-about';
import { EXPORT_JSON_NAME } from '@/server/privacy/export-json';
import { deleteKeptFile, personalDataExportResponse } from './privacy';
import { dataNoticeHref } from './privacy-paths';

let db: Db;
let userId: string;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  const [user] = await db
    .insert(users)
    .values({ email: `export-${randomUUID().slice(0, 8)}@example.test` })
    .returning({ id: users.id });
  userId = user.id;
});
afterAll(async () => {
  await db.delete(files).where(eq(files.ownerId, userId));
  await db.delete(users).where(eq(users.id, userId));
  await closeGraphQLTestDb();
});

describe('the export download', () => {
  it('is a private ZIP attachment that no cache keeps', async () => {
    const response = await personalDataExportResponse(userId, 'Jobs in Franken');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="meine-daten-[\d-]+\.zip"/);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries)).toEqual([EXPORT_HTML_NAME, EXPORT_JSON_NAME]);
  });

  it('sends signed-out visitors and too many exports back to the page, with a relative address', async () => {
    const signedOut = await personalDataExportResponse(null, 'Jobs in Franken');
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/user/daten');
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
    let last = signedOut;
    for (let i = 0; i < EXPORT_LIMIT.limit; i++) {
      last = await personalDataExportResponse(userId, 'Jobs in Franken');
      if (last.status === 200) await last.body?.cancel();
    }
    expect(last.status).toBe(303);
    expect(last.headers.get('location')).toBe('/user/daten?hinweis=export-rate-limited');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers a kept file's deletion with the notice the page shows at the files", async () => {
    const audience = { region: { id: REGION, DEFAULT_LOCALE: 'de' }, userId };
    const cv = await storedFile(db, { regionId: REGION, name: 'cv.pdf', purpose: 'resume_import' }, userId);
    const photo = await storedFile(db, { regionId: REGION, name: 'foto.png', purpose: 'resume_photo' }, userId);
    expect(await deleteKeptFile(audience, cv.id)).toBe('file-deleted');
    expect(await deleteKeptFile(audience, cv.id)).toBe('file-not-found');
    expect(await deleteKeptFile(audience, photo.id)).toBe('file-kept');
    expect(dataNoticeHref('file-deleted')).toBe('/user/daten?hinweis=file-deleted#gespeicherte-dateien');
  });
});
