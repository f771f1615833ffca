// @module-tag postgres
// DSGVO Art. 15/20: the ZIP holds a German page to read and the same data as JSON for programs, about the
// person only, with names instead of ids (jobs, employers, terms, sites), the files under their real names,
// no secrets and no internal ids or storage keys; and a bounded number of exports per hour.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import messages from '../../messages/de.json';
import { PDF_BYTES, QUESTION } from '../applications/inbox/inbox-testing';
import { randomUUID } from 'node:crypto';
import { files, users } from '../db/schema';
import { getStorage } from '../storage/process-storage';
import { useDataSubject } from './data-subject-testing';
import { eraseAccount } from './erase-account';
import { EXPORT_LIMIT, exportPersonalData } from './export-personal-data';
import { EXPORT_HTML_NAME } from './export-html-about';
import { EXPORT_JSON_NAME } from './export-json';

const JOB_TITLE = `Pflegefachkraft Export ${randomUUID().slice(0, 6)}`;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const t = useDataSubject(JOB_TITLE);

async function unzipExport(userId: string, now = new Date()) {
  const download = await exportPersonalData(t.db, getStorage(), { userId, siteName: 'Jobs in Franken', now });
  if (download.kind !== 'zip') throw new Error(download.kind);
  const bytes = new Uint8Array(await new Response(download.body).arrayBuffer());
  const entries = unzipSync(bytes);
  return { download, entries, html: strFromU8(entries[EXPORT_HTML_NAME]), json: strFromU8(entries[EXPORT_JSON_NAME]) };
}

type Entry = Record<string, unknown>;

describe('exporting my data', () => {
  it('puts a German page, the JSON and my files into the ZIP', async () => {
    const { download, entries } = await unzipExport(t.subject.id);
    expect(download.fileName).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Object.keys(entries).slice(0, 2)).toEqual([EXPORT_HTML_NAME, EXPORT_JSON_NAME]);
    // The photo, the imported CV, two applications' CVs, the contact message's file and the draft's upload.
    const paths = Object.keys(entries).filter((name) => name.startsWith('dateien/'));
    expect(paths.sort()).toEqual(
      [
        `dateien/bewerbungen/Lebenslauf ${t.subject.lastName}.pdf`,
        `dateien/bewerbungen/Lebenslauf ${t.subject.lastName} (2).pdf`,
        `dateien/bewerbungen/Zeugnis ${t.subject.lastName}.png`,
        `dateien/kontaktformular/Frage ${t.subject.lastName}.png`,
        `dateien/lebenslauf-foto/${t.subject.lastName}.png`,
        `dateien/lebenslauf-import/CV ${t.subject.lastName}.pdf`,
      ].sort(),
    );
    expect(entries[`dateien/bewerbungen/Lebenslauf ${t.subject.lastName}.pdf`]).toEqual(PDF_BYTES);
  });

  it('names each application by its job, employer, date and status, and each file by its name and path', async () => {
    const { html } = await unzipExport(t.subject.id);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(messages.privacy.document.about.heading);
    for (const heading of ['Konto', 'Lebenslauf', 'Bewerbungen', 'Suchaufträge', 'Kontaktanfragen', 'Einwilligungen'])
      expect(html, heading).toContain(`>${heading}</h2>`);
    expect(html).toContain(`<h4>${JOB_TITLE} – `);
    expect(html).toContain('recruiter GmbH');
    expect(html).toContain(`<dt>Stand</dt><dd>${messages.myApplications.status.rejected}</dd>`);
    expect(html).toContain(`<dt>Stand</dt><dd>${messages.myApplications.status.new}</dd>`);
    expect(html).toContain('<dt>Wird gelöscht am</dt><dd>30.09.2026</dd>');
    expect(html).toMatch(/<dt>Abgeschickt am<\/dt><dd>\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr<\/dd>/);
    expect(html).toContain(`<dd>${QUESTION.question}</dd>`);
    expect(html).toContain(`CV ${t.subject.lastName}.pdf`);
    expect(html).toContain(`<code>dateien/lebenslauf-import/CV ${t.subject.lastName}.pdf</code>`);
    expect(html).toContain(messages.privacy.document.values.purposes.resume_import);
    expect(html).toContain(`<dt>Aufbewahrung</dt><dd>${messages.privacy.files.retention.UNTIL_DELETED}</dd>`);
    expect(html).toContain(`Suche von ${t.subject.firstName}`);
    expect(html).toContain(messages.resumeContacts.candidate.status.pending);
    expect(html).toContain(messages.privacy.export.notExported.employerNotes);
    expect(html).toContain('Jobs in Franken');
    // No ids, storage keys, codes of the database or secrets: only what means something to the person.
    expect(html).not.toMatch(UUID);
    for (const key of [t.subject.photoKey, ...t.subject.attachmentKeys]) expect(html).not.toContain(key);
    expect(html).not.toContain('application_attachment');
    expect(html).not.toContain('job_applications');
    expect(html).not.toContain('<script');
  });

  it('gives programs the same data with stable keys, codes and ISO dates, and no internal ids', async () => {
    const { json, entries } = await unzipExport(t.subject.id);
    expect(json).not.toMatch(UUID);
    const document = JSON.parse(json) as { data: Record<string, Entry[]>; [key: string]: unknown };
    expect(document).toMatchObject({ format: 'meine-daten', formatVersion: 1, account: t.subject.email });
    expect(document.notIncluded).toEqual({ employerNotes: messages.privacy.export.notExported.employerNotes });
    expect(document.data.account).toEqual([
      expect.objectContaining({ email: t.subject.email, firstName: t.subject.firstName }),
    ]);
    expect(document.data.account[0]).not.toHaveProperty('passwordHash');
    expect(document.data.applications).toHaveLength(2);
    const rejected = document.data.applications.find((a) => a.status === 'rejected')!;
    expect(rejected).toMatchObject({
      jobTitle: JOB_TITLE,
      employer: expect.stringContaining('recruiter GmbH'),
      deletedOn: '2026-09-30',
      appliedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      answers: expect.arrayContaining([{ question: QUESTION.question, answer: expect.any(String) }]),
    });
    const [attachment] = rejected.attachments as Array<{ file: { fileName: string; pathInZip: string } }>;
    expect(entries[attachment.file.pathInZip]).toBeDefined();
    expect(document.data.resumes[0]).toMatchObject({ personalInfo: { phone: t.subject.phone } });
    expect(document.data.jobAlerts[0]).toMatchObject({
      pause: [{ resumesWith: 'daily' }],
      sentJobs: [{ jobTitle: JOB_TITLE }],
    });
    expect(document.data.contactRequests).toHaveLength(1);
    expect(document.data.consents).toHaveLength(1);
    for (const key of ['sessions', 'signInServices', 'memberships']) expect(document.data[key], key).toEqual([]);
  });

  it("holds nobody else's rows", async () => {
    const { entries, html, json } = await unzipExport(t.fx.applicant.id);
    for (const text of [html, json]) {
      expect(text).not.toContain(t.subject.email);
      expect(text).not.toContain(t.subject.firstName);
    }
    expect(Object.keys(entries)).toEqual([EXPORT_HTML_NAME, EXPORT_JSON_NAME]);
  });

  it('names a file whose bytes are missing instead of failing the whole export', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ email: `fehlt-${randomUUID().slice(0, 8)}@example.test` })
      .returning({ id: users.id });
    await t.db.insert(files).values({
      storageKey: `test/privacy/${randomUUID()}`,
      originalName: 'foto.png',
      mimeType: 'image/png',
      sizeBytes: 8,
      sha256: 'b'.repeat(64),
      purpose: 'resume_photo',
      ownerId: user.id,
    });
    const { entries } = await unzipExport(user.id);
    expect(strFromU8(entries['fehlende-dateien.txt'])).toBe(
      'Diese Dateien fehlen im Speicher:\ndateien/lebenslauf-foto/foto.png\n',
    );
    expect(await eraseAccount(t.db, getStorage(), user.id)).toBe(true);
  });

  it('answers an unknown account with not-found and stops after a few exports an hour', async () => {
    const site = { siteName: 'Jobs in Franken' };
    const unknown = { userId: '00000000-0000-4000-8000-000000000000', ...site };
    expect((await exportPersonalData(t.db, getStorage(), unknown)).kind).toBe('not-found');
    const now = new Date('2030-01-01T10:00:00Z');
    const kinds = [];
    for (let i = 0; i <= EXPORT_LIMIT.limit; i++)
      kinds.push((await exportPersonalData(t.db, getStorage(), { userId: t.fx.job_editor.id, now, ...site })).kind);
    expect(kinds.at(-1)).toBe('rate-limited');
    expect(kinds.slice(0, -1).every((k) => k === 'zip')).toBe(true);
  });
});
