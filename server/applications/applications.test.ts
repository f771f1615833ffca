// Applying for a job end to end below the browser: the multipart form read as a stream, validation with
// drafts that keep what was typed, the application stored first, and the outbox mailing it with its files
// to a real SMTP server, once.
import {
  closeGraphQLTestDb,
  createFixtures,
  type Fixtures,
  openGraphQLTestDb,
  REGION,
  SAMPLE_FILES,
} from '../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { files, jobApplicationAttachments, jobApplicationDrafts, jobApplications, jobs } from '../db/schema';
import { createMailer, type Mailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { getStorage } from '../storage/process-storage';
import { draftProof } from './draft-binding';
import { receiveApplicationForm } from './receive-application-form';
import { sendPendingApplications } from './send-applications';
import { type FormFile, submitForm } from './submit-testing';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
let mailer: Mailer;
const DAY = 86_400_000;
const ids: Record<string, string> = {};
const RECRUITER_MAIL = `bewerbungen-${Math.random().toString(36).slice(2, 8)}@firma.example`;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  smtp = await startTestSmtpServer();
  mailer = createMailer({ SMTP_URL: smtp.url });
  const open = {
    regionId: REGION,
    organizationId: fx.ownOrganization[fx.recruiter.id],
    state: 'published' as const,
    publishedAt: new Date(Date.now() - DAY),
    expiresAt: new Date(Date.now() + 30 * DAY),
  };
  const rows = await db
    .insert(jobs)
    .values([
      { ...open, title: 'Pflegefachkraft (m/w/d)', applicationWorkflow: 'email', applicationEmails: [RECRUITER_MAIL] },
      {
        ...open,
        title: 'Stationsleitung (m/w/d)',
        applicationWorkflow: 'internal',
        applicationEmails: [RECRUITER_MAIL],
        applicationRequireCv: true,
        applicationRequireCoverLetter: true,
        applicationRequireQualifyingQuestions: true,
        applicationQualifyingQuestions: [
          { id: 'q1', question: 'Haben Sie Leitungserfahrung?', answerType: 'yes_no', expected: 'ja' },
        ],
      },
      { ...open, title: 'Abgelaufen', expiresAt: new Date(Date.now() - DAY) },
      { ...open, title: 'Extern', applicationWorkflow: 'link', applicationLink: 'https://karriere.example.org' },
    ])
    .returning({ id: jobs.id });
  [ids.open, ids.strict, ids.expired, ids.link] = rows.map((r) => r.id);
});

afterAll(async () => {
  await db.delete(jobs).where(inArray(jobs.id, Object.values(ids)));
  await smtp.close();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

beforeEach(() => {
  smtp.received.length = 0;
});

/** Applies as the browser that made the draft named in `fields.draft` (it holds the draft's cookie). */
const apply = (jobId: string, fields: Record<string, string>, files: FormFile[] = []) =>
  submitForm(db, { jobId, fields, files, draftProof: fields.draft && draftProof(fields.draft) });

const ANNA = {
  firstName: 'Anna',
  lastName: 'Huber',
  emailAddress: 'anna.huber@example.org',
  coverLetter: 'Ich pflege mit Herz.',
};

describe('applying', () => {
  it('stores a valid application with its PDF first, then mails it with the file to the employer, and a confirmation to the applicant', async () => {
    const outcome = await apply(ids.open, ANNA, [{ name: 'Lebenslauf Anna Huber.pdf', bytes: SAMPLE_FILES.pdf }]);
    expect(outcome).toMatchObject({ kind: 'submitted', emailAddress: 'anna.huber@example.org' });
    const applicationId = (outcome as { applicationId: string }).applicationId;
    const [stored] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(stored).toMatchObject({
      sendStatus: 'pending',
      firstName: 'Anna',
      lastName: 'Huber',
      coverLetter: 'Ich pflege mit Herz.',
    });
    const [attachment] = await db
      .select({ permanentAt: files.permanentAt, purpose: files.purpose })
      .from(jobApplicationAttachments)
      .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
      .where(eq(jobApplicationAttachments.applicationId, applicationId));
    expect(attachment.purpose).toBe('application_attachment');
    expect(attachment.permanentAt).not.toBeNull();

    expect(await sendPendingApplications(db, mailer, getStorage())).toMatchObject({ sent: 1, failed: 0 });
    const toEmployer = await smtp.waitForMail(RECRUITER_MAIL);
    const mail = parseMail(toEmployer.raw);
    expect(mail.subject).toBe('Neue Bewerbung: Pflegefachkraft (m/w/d) – Anna Huber');
    expect(mail.headers['reply-to']).toContain('anna.huber@example.org');
    expect(mail.text).toContain('Ich pflege mit Herz.');
    expect(toEmployer.raw).toMatch(/Content-Disposition: attachment;[\s\S]*Lebenslauf/);
    expect(toEmployer.raw.replace(/\r?\n/g, '')).toContain(
      Buffer.from(SAMPLE_FILES.pdf).toString('base64').slice(0, 40),
    );
    const confirmation = parseMail((await smtp.waitForMail('anna.huber@example.org')).raw);
    expect(confirmation.subject).toBe('Deine Bewerbung: Pflegefachkraft (m/w/d)');
    // The applicant's address is unconfirmed: nothing typed into the form goes there (security review).
    expect(confirmation.text).not.toContain('Ich pflege mit Herz.');
    expect(confirmation.text).not.toContain('Anna');
    expect(confirmation.text).not.toContain('Lebenslauf');

    const [after] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(after).toMatchObject({ sendStatus: 'sent', sendAttempts: 1 });
    // Never twice: another run, also a concurrent pair, finds nothing to send.
    const again = await Promise.all([
      sendPendingApplications(db, mailer, getStorage()),
      sendPendingApplications(db, mailer, getStorage()),
    ]);
    expect(again.map((r) => r.sent)).toEqual([0, 0]);
    expect(smtp.received.filter((m) => m.to.includes(RECRUITER_MAIL))).toHaveLength(1);
  });

  it('keeps what was typed and the accepted files when something is wrong, with German messages per field', async () => {
    const first = await apply(
      ids.strict,
      { ...ANNA, lastName: '', coverLetter: 'Sehr geehrte Damen und Herren', 'answer.q1': '' },
      [
        { name: 'Foto.png', bytes: SAMPLE_FILES.png },
        { name: 'Lebenslauf.pdf', bytes: SAMPLE_FILES.text },
      ],
    );
    expect(first.kind).toBe('invalid');
    const invalid = first as Extract<typeof first, { kind: 'invalid' }>;
    expect(invalid.errors).toEqual({
      lastName: 'Bitte gib deinen Nachnamen an.',
      'answer.q1': 'Bitte beantworte diese Frage.',
      attachments: 'Die Datei „Lebenslauf.pdf“ ist keine PDF-, Word- (DOCX), JPG-, PNG- oder WebP-Datei.',
    });
    expect(invalid.fields).toMatchObject({ firstName: 'Anna', coverLetter: 'Sehr geehrte Damen und Herren' });
    expect(invalid.files.map((f) => f.name)).toEqual(['Foto.png']);

    // The second attempt names the draft: the photo stays, the new PDF joins it.
    const second = await apply(ids.strict, { ...ANNA, draft: invalid.draftId, 'answer.q1': 'ja' }, [
      { name: 'Lebenslauf.pdf', bytes: SAMPLE_FILES.pdf },
    ]);
    expect(second.kind).toBe('submitted');
    const applicationId = (second as { applicationId: string }).applicationId;
    const attached = await db
      .select({ name: files.originalName })
      .from(jobApplicationAttachments)
      .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
      .where(eq(jobApplicationAttachments.applicationId, applicationId))
      .orderBy(jobApplicationAttachments.position);
    expect(attached.map((a) => a.name)).toEqual(['Foto.png', 'Lebenslauf.pdf']);
    expect(
      await db.select().from(jobApplicationDrafts).where(eq(jobApplicationDrafts.id, invalid.draftId)),
    ).toHaveLength(0);
    const [row] = await db
      .select({ answers: jobApplications.qualifyingAnswers })
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId));
    expect(row.answers).toEqual([{ questionId: 'q1', answer: 'ja' }]);
  });

  it('requires a CV and a cover letter only where the job asks for them (docs/product.md §5: attachments optional)', async () => {
    expect((await apply(ids.open, { ...ANNA, coverLetter: '' })).kind).toBe('submitted');
    const strict = await apply(ids.strict, { ...ANNA, coverLetter: '', 'answer.q1': 'ja' });
    expect(strict).toMatchObject({
      kind: 'invalid',
      errors: { coverLetter: expect.any(String), attachments: expect.stringContaining('Lebenslauf') },
    });
  });

  it.each([
    ['an expired job', 'expired', 'closed'],
    ['a job whose application runs on the employer’s site', 'link', 'closed'],
    ['an unknown job', 'unknown', 'missing'],
  ])('refuses %s', async (_name, which, kind) => {
    const outcome = await apply(ids[which] ?? '00000000-0000-4000-8000-000000000000', ANNA, [
      { name: 'cv.pdf', bytes: SAMPLE_FILES.pdf },
    ]);
    expect(outcome.kind).toBe(kind);
  });

  it('stops reading a file over 50 MB before its end, keeps the fields before it, and stores nothing of it', async () => {
    const boundary = '----bewerbung';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAnna\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="riesig.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const total = 60 * 1024 * 1024;
    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
      },
      pull(controller) {
        if (pulled >= total) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://franken.localhost/api/jobs/x/application', {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    const before = await db.select({ id: files.id }).from(files);
    const form = await receiveApplicationForm(request, { db, storage: getStorage(), regionId: REGION, ownerId: null });
    expect(form.stopped).toBe('tooLarge');
    expect(form.fields.firstName).toBe('Anna');
    expect(form.fileErrors).toEqual(['Die Datei „riesig.pdf“ ist zu groß: Erlaubt sind höchstens 50 MB.']);
    expect(form.files).toEqual([]);
    expect(pulled).toBeLessThan(total);
    expect(await db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('never loses an application when the mail server fails: it retries later and sends once', async () => {
    await sendPendingApplications(db, mailer, getStorage());
    smtp.received.length = 0;
    const outcome = await apply(ids.open, { ...ANNA, firstName: 'Ben' });
    const applicationId = (outcome as { applicationId: string }).applicationId;
    const broken: Mailer = { mode: 'smtp', send: async () => Promise.reject(new Error('SMTP down')) };
    expect(await sendPendingApplications(db, broken, getStorage())).toMatchObject({ sent: 0, failed: 1 });
    const [failed] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(failed).toMatchObject({ sendStatus: 'failed', sendAttempts: 1, lastError: 'SMTP down' });
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing happens; a minute later it goes out.
    expect((await sendPendingApplications(db, mailer, getStorage())).sent).toBe(0);
    expect(
      (await sendPendingApplications(db, mailer, getStorage(), { now: new Date(Date.now() + 2 * 60_000) })).sent,
    ).toBe(1);
    expect(parseMail((await smtp.waitForMail(RECRUITER_MAIL)).raw).subject).toContain('Ben Huber');
  });
});
