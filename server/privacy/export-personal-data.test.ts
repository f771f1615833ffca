// @module-tag postgres
// DSGVO Art. 15/20: the ZIP holds every row about the person, grouped by table, and their files; nobody
// else's rows, no secrets, and a bounded number of exports per hour.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../messages/de.json';
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { inboxJob, PDF_BYTES, removeInboxJob } from '../applications/inbox/inbox-testing';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { files, users } from '../db/schema';
import { getStorage } from '../storage/process-storage';
import { eraseAccount } from './erase-account';
import { EXPORT_LIMIT, exportPersonalData } from './export-personal-data';
import { EXPORT_JSON_NAME } from './export-zip';
import { type DataSubjectFixture, seedDataSubject } from './privacy-testing';

let db: Db;
let fx: Fixtures;
let jobId: string;
let subject: DataSubjectFixture;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  const organizationId = fx.ownOrganization[fx.recruiter.id];
  jobId = await inboxJob(db, REGION, organizationId);
  subject = await seedDataSubject(db, { regionId: REGION, jobId, organizationId, consent: fx.consent });
});
afterAll(async () => {
  await eraseAccount(db, getStorage(), subject.id);
  await removeInboxJob(db, jobId);
  await fx.cleanup();
  await closeGraphQLTestDb();
});

async function unzipExport(userId: string, now = new Date()) {
  const download = await exportPersonalData(db, getStorage(), { userId, now });
  if (download.kind !== 'zip') throw new Error(download.kind);
  const bytes = new Uint8Array(await new Response(download.body).arrayBuffer());
  return { download, entries: unzipSync(bytes) };
}

describe('exporting my data', () => {
  it('puts every row about me into one JSON, grouped by table, and my files next to it', async () => {
    const { download, entries } = await unzipExport(subject.id);
    expect(download.fileName).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.zip$/);
    const json = JSON.parse(strFromU8(entries[EXPORT_JSON_NAME]));
    expect(json.konto).toBe(subject.email);
    const tables = json.tabellen as Record<string, Array<Record<string, unknown>>>;
    expect(tables.users).toHaveLength(1);
    expect(tables.users[0]).toMatchObject({ id: subject.id, first_name: subject.firstName });
    expect(tables.users[0]).not.toHaveProperty('password_hash');
    // The signed-in application and the one sent without an account under the same address.
    expect(tables.job_applications).toHaveLength(2);
    expect(tables.job_application_attachments).toHaveLength(2);
    expect(tables.resumes[0].personal_info).toMatchObject({ phone: subject.phone });
    expect(tables.resume_contact_requests).toHaveLength(1);
    const once = [
      'job_alerts',
      'resume_alerts',
      'resume_alert_deliveries',
      'gdpr_user_consents',
      'contact_messages',
      'verification_tokens',
      'job_application_drafts',
    ];
    for (const table of once) expect(tables[table], table).toHaveLength(1);
    expect(tables.registration_requests[0]).not.toHaveProperty('password_hash');
    expect(tables.verification_tokens[0]).not.toHaveProperty('token');
    expect(tables.job_alerts[0]).not.toHaveProperty('unsubscribe_token');
    expect(tables.resume_alerts[0]).not.toHaveProperty('unsubscribe_token');
    // The employer's notes are the employer's working papers, named as left out.
    expect(tables).not.toHaveProperty('job_application_notes');
    expect(json.nichtEnthalten).toMatchObject({
      job_application_notes: messages.privacy.export.notExported.employerNotes,
    });

    const paths = (json.dateien as Array<{ pfad: string }>).map((f) => f.pfad).sort();
    // The photo, two applications' CVs, the contact message's attachment and the draft's upload.
    expect(paths).toHaveLength(5);
    for (const path of paths) expect(entries[path], path).toBeDefined();
    const cv = paths.find((p) => p.startsWith('dateien/application_attachment/') && p.includes('Lebenslauf'))!;
    expect(entries[cv]).toEqual(PDF_BYTES);
    expect(paths.some((p) => p.startsWith('dateien/resume_photo/'))).toBe(true);
  });

  it("holds nobody else's rows", async () => {
    const { entries } = await unzipExport(fx.applicant.id);
    const text = strFromU8(entries[EXPORT_JSON_NAME]);
    expect(text).not.toContain(subject.email);
    expect(text).not.toContain(subject.firstName);
    expect(Object.keys(entries)).toEqual([EXPORT_JSON_NAME]);
  });

  it('names a file whose bytes are missing instead of failing the whole export', async () => {
    const [user] = await db
      .insert(users)
      .values({ email: `fehlt-${randomUUID().slice(0, 8)}@example.test` })
      .returning({ id: users.id });
    await db.insert(files).values({
      storageKey: `test/privacy/${randomUUID()}`,
      originalName: 'foto.png',
      mimeType: 'image/png',
      sizeBytes: 8,
      sha256: 'b'.repeat(64),
      purpose: 'resume_photo',
      ownerId: user.id,
    });
    const { entries } = await unzipExport(user.id);
    expect(strFromU8(entries['fehlende-dateien.txt'])).toMatch(
      /^Diese Dateien fehlen im Speicher:\ndateien\/resume_photo\/[0-9a-f]{8}-foto\.png\n$/,
    );
    expect(await eraseAccount(db, getStorage(), user.id)).toBe(true);
  });

  it('answers an unknown account with not-found and stops after a few exports an hour', async () => {
    expect((await exportPersonalData(db, getStorage(), { userId: '00000000-0000-4000-8000-000000000000' })).kind).toBe(
      'not-found',
    );
    const now = new Date('2030-01-01T10:00:00Z');
    const kinds = [];
    for (let i = 0; i <= EXPORT_LIMIT.limit; i++)
      kinds.push((await exportPersonalData(db, getStorage(), { userId: fx.job_editor.id, now })).kind);
    expect(kinds.at(-1)).toBe('rate-limited');
    expect(kinds.slice(0, -1).every((k) => k === 'zip')).toBe(true);
  });
});
