// Integration tests of uploadFile: multipart requests (`operations` + `map`) through the real route handler,
// the real database and the local-disk storage. The test helpers go first: they set the database and folder.
import {
  closeGraphQLTestDb,
  createFixtures,
  firstError,
  type Fixtures,
  gql,
  openGraphQLTestDb,
  REGION,
  SAMPLE_FILES,
  send,
  signToken,
  uploadRequest,
  uploadsFolder,
} from '../../graphql/testing';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { SAMPLE_DOCM, SAMPLE_DOCX } from '../../storage/zip-testing';

let db: Db;
let fx: Fixtures;
const created: string[] = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
});

afterAll(async () => {
  if (created.length) await db.delete(files).where(inArray(files.id, created));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const storedFiles = () =>
  readdirSync(uploadsFolder(), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

async function upload(name: string, bytes: Uint8Array, token?: string | null, headers?: Record<string, string>) {
  const result = await send(POST, uploadRequest({ name, bytes }, { token, headers }));
  const data = result.json.data?.uploadFile as { id: string } | undefined;
  if (data) created.push(data.id);
  return result;
}

describe('uploadFile', () => {
  it('stores a real PDF: row with sha256, size and detected type, bytes in storage', async () => {
    const token = await signToken(fx.applicant.id);
    const result = await upload('Lebenslauf Müller.pdf', SAMPLE_FILES.pdf, token);
    expect(result.status).toBe(200);
    const uploaded = result.json.data?.uploadFile as Record<string, string | number>;
    const sha256 = createHash('sha256').update(SAMPLE_FILES.pdf).digest('hex');
    expect(uploaded).toEqual({
      id: expect.any(String),
      name: 'Lebenslauf Müller.pdf',
      mimeType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
      sha256,
      url: `/api/files/${uploaded.id}`,
    });
    const [row] = await db
      .select()
      .from(files)
      .where(eq(files.id, String(uploaded.id)));
    expect(row).toMatchObject({
      mimeType: 'application/pdf',
      sizeBytes: SAMPLE_FILES.pdf.length,
      sha256,
      ownerId: fx.applicant.id,
      regionId: REGION,
      permanentAt: null,
    });
    expect(readFileSync(path.join(uploadsFolder(), row.storageKey))).toEqual(Buffer.from(SAMPLE_FILES.pdf));
  });

  it('stores a PNG for an anonymous visitor (applications accept attachments from anyone, docs/product.md §5)', async () => {
    const result = await upload('foto.png', SAMPLE_FILES.png);
    expect(result.json.data?.uploadFile).toMatchObject({ mimeType: 'image/png' });
    const [row] = await db
      .select({ ownerId: files.ownerId })
      .from(files)
      .where(eq(files.id, (result.json.data?.uploadFile as { id: string }).id));
    expect(row.ownerId).toBeNull();
  });

  it('stores a Word CV (.docx) with the Word content type', async () => {
    const result = await upload('Lebenslauf.docx', SAMPLE_DOCX, await signToken(fx.recruiter.id));
    expect(result.json.data?.uploadFile).toMatchObject({
      name: 'Lebenslauf.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: SAMPLE_DOCX.length,
    });
  });

  it.each([
    [
      'a .pdf that is really a PNG',
      'bewerbung.pdf',
      SAMPLE_FILES.png,
      'Die Datei „bewerbung.pdf“ ist keine echte PDF-Datei, sondern eine PNG-Datei.',
    ],
    [
      'a .pdf that is plain text',
      'zeugnis.pdf',
      SAMPLE_FILES.text,
      'Die Datei „zeugnis.pdf“ ist keine PDF-, Word- (DOCX), JPG-, PNG- oder WebP-Datei.',
    ],
    [
      'a text file',
      'notizen.txt',
      SAMPLE_FILES.text,
      'Die Datei „notizen.txt“ hat keine erlaubte Endung: PDF, DOCX, JPG, JPEG, PNG oder WebP.',
    ],
    ['an empty file', 'leer.pdf', new Uint8Array(0), 'Die Datei „leer.pdf“ ist leer.'],
    [
      'a Word file with macros',
      'Lebenslauf.docx',
      SAMPLE_DOCM,
      'Die Datei „Lebenslauf.docx“ ist ein Word-Dokument mit Makros (DOCM). Bitte speichere sie als DOCX oder PDF.',
    ],
  ])('refuses %s in German and stores nothing', async (_label, name, bytes, message) => {
    const before = storedFiles();
    const rowsNamed = async () =>
      (await db.select({ rows: count() }).from(files).where(eq(files.originalName, name)))[0].rows;
    const rowsBefore = await rowsNamed();
    const result = await upload(name, bytes, await signToken(fx.recruiter.id));
    expect(result.status).toBe(200);
    expect(firstError(result)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(result.json.data ?? null).toBeNull();
    expect(storedFiles()).toEqual(before);
    expect(await rowsNamed()).toBe(rowsBefore);
  });

  it('refuses a file over 50 MB before reading its content', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(SAMPLE_FILES.pdf);
    const before = storedFiles();
    const result = await upload('riesig.pdf', big);
    expect(firstError(result)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Die Datei „riesig.pdf“ ist zu groß: Erlaubt sind höchstens 50 MB.',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a request announcing more than a 50 MB upload before reading the body', async () => {
    const request = uploadRequest(
      { name: 'a.pdf', bytes: SAMPLE_FILES.pdf },
      { headers: { 'content-length': String(60 * 1024 * 1024) } },
    );
    const result = await send(POST, request);
    expect(result.status).toBe(413);
    expect(firstError(result)).toEqual({
      code: 'REQUEST_ENTITY_TOO_LARGE',
      message: 'Die Anfrage ist zu groß: höchstens 51 MB sind erlaubt.',
    });
  });

  it('refuses a file variable that is no upload', async () => {
    const result = await gql('mutation($file: File!) { uploadFile(file: $file) { id } }', { file: 'lebenslauf.pdf' });
    expect(result.status).toBeLessThan(500);
    expect(firstError(result)?.code).toBe('BAD_USER_INPUT');
    expect(firstError(result)?.message).toContain('Der Wert ist ungültig.');
  });

  it('refuses a multipart request without the operations field', async () => {
    const form = new FormData();
    form.set('map', '{}');
    const result = await send(
      POST,
      new Request('http://localhost/graphql', { method: 'POST', headers: { 'x-jobboard-region': REGION }, body: form }),
    );
    expect(result.status).toBe(400);
    expect(result.json.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/operations/),
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
