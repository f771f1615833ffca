// Applying while signed in: the application is linked to the applicant, and their resume goes along as
// a PDF (rendered through the seam, stored and attached like an upload) only when they ticked it; it never takes
// someone else's resume, another site's, or one of an anonymous sender.
import { OTHER_REGION, REGION, SAMPLE_FILES, useGraphQLFixtures } from '../graphql/testing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer } from '../mail/testing';
import { getStorage } from '../storage/process-storage';
import { sendPendingApplications } from './send-applications';
import { files, jobApplicationAttachments, jobApplicationDrafts, jobApplications, jobs, resumes } from '../db/schema';
import { plainResumePdf } from './resume-pdf-testing';
import type { ResumePdfRenderer } from './resume-pdf-renderer';
import { openJobValues } from './open-job-testing';
import { submitForm } from './submit-testing';

const setup = useGraphQLFixtures();
const ids: Record<string, string> = {};
const ANNA = { firstName: 'Anna', lastName: 'Huber', emailAddress: 'anna.huber@example.org' };

beforeAll(async () => {
  const { db, fx } = setup;
  const mail = 'bewerbungen@firma.example';
  const rows = await db
    .insert(jobs)
    .values([
      openJobValues(fx, 'Pflegefachkraft (m/w/d)', mail),
      { ...openJobValues(fx, 'Stationsleitung (m/w/d)', mail), applicationRequireCv: true },
    ])
    .returning({ id: jobs.id });
  [ids.open, ids.cv] = rows.map((r) => r.id);
  const [resume] = await db
    .insert(resumes)
    .values({ userId: fx.applicant.id, regionId: REGION, personalInfo: { firstName: 'Anna', lastName: 'Huber' } })
    .returning({ id: resumes.id });
  ids.resume = resume.id;
  // The recruiter has a resume on another site only.
  await db.insert(resumes).values({ userId: fx.recruiter.id, regionId: OTHER_REGION, personalInfo: {} });
});

afterAll(async () => {
  const { db, fx } = setup;
  await db.delete(jobs).where(inArray(jobs.id, [ids.open, ids.cv]));
  await db.delete(resumes).where(inArray(resumes.userId, [fx.applicant.id, fx.recruiter.id]));
});

const apply = (
  jobId: string,
  applicantId: string | null,
  fields: Record<string, string>,
  render: ResumePdfRenderer | null = plainResumePdf,
) =>
  submitForm(setup.db, {
    jobId,
    applicantId,
    // One applicant applies to these jobs in several tests: each confirms its repeated application
    // (docs/product-decisions.md, "Applying twice"; apply-twice.test.ts tests the question itself).
    fields: { repeat: '1', ...fields },
    files: fields.withFile ? [{ name: 'Zeugnis.pdf', bytes: SAMPLE_FILES.pdf }] : [],
    renderResumePdf: render,
  });

async function stored(outcome: Awaited<ReturnType<typeof apply>>) {
  if (outcome.kind !== 'submitted') throw new Error(`not submitted: ${JSON.stringify(outcome)}`);
  const { db } = setup;
  const [application] = await db.select().from(jobApplications).where(eq(jobApplications.id, outcome.applicationId));
  const attachments = await db
    .select({
      name: files.originalName,
      mimeType: files.mimeType,
      ownerId: files.ownerId,
      permanentAt: files.permanentAt,
    })
    .from(jobApplicationAttachments)
    .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
    .where(eq(jobApplicationAttachments.applicationId, application.id))
    .orderBy(asc(jobApplicationAttachments.position));
  return { application, attachments };
}

describe('applying with an account', () => {
  it('links the application to the signed-in applicant; without the tick no resume goes along', async () => {
    const { application, attachments } = await stored(await apply(ids.open, setup.fx.applicant.id, ANNA));
    expect(application).toMatchObject({ applicantId: setup.fx.applicant.id, resumeId: null, firstName: 'Anna' });
    expect(attachments).toEqual([]);
  });

  it('attaches the resume as a PDF first, before the uploads, and links the resume when ticked', async () => {
    const outcome = await apply(ids.open, setup.fx.applicant.id, { ...ANNA, attachResume: '1', withFile: '1' });
    const { application, attachments } = await stored(outcome);
    expect(application).toMatchObject({ applicantId: setup.fx.applicant.id, resumeId: ids.resume });
    expect(attachments).toEqual([
      {
        name: 'Lebenslauf Anna Huber.pdf',
        mimeType: 'application/pdf',
        ownerId: setup.fx.applicant.id,
        permanentAt: expect.any(Date),
      },
      expect.objectContaining({ name: 'Zeugnis.pdf', mimeType: 'application/pdf' }),
    ]);
  });

  it('counts the resume PDF as the CV a job requires', async () => {
    const without = await apply(ids.cv, setup.fx.applicant.id, ANNA);
    expect(without).toMatchObject({ kind: 'invalid', errors: { attachments: expect.any(String) } });
    const { attachments } = await stored(await apply(ids.cv, setup.fx.applicant.id, { ...ANNA, attachResume: '1' }));
    expect(attachments.map((a) => a.name)).toEqual(['Lebenslauf Anna Huber.pdf']);
  });

  it.each([
    ['an anonymous sender', null, plainResumePdf],
    ['a user whose resume is on another site', 'recruiter', plainResumePdf],
  ] as const)('ignores the tick for %s (no resume, no PDF)', async (_name, who, render) => {
    const applicantId = who && setup.fx[who].id;
    const { application, attachments } = await stored(
      await apply(ids.open, applicantId, { ...ANNA, attachResume: '1' }, render),
    );
    expect(application).toMatchObject({ applicantId, resumeId: null });
    expect(attachments).toEqual([]);
  });

  it('keeps what was typed, the tick included, when the PDF cannot be made', async () => {
    const broken: ResumePdfRenderer = async () => new TextEncoder().encode('kein PDF');
    const outcome = await apply(ids.open, setup.fx.applicant.id, { ...ANNA, attachResume: '1' }, broken);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: { attachResume: expect.stringContaining('nicht als PDF') },
      fields: { firstName: 'Anna', attachResume: true },
    });
    const draftId = (outcome as { draftId: string }).draftId;
    const [draft] = await setup.db.select().from(jobApplicationDrafts).where(eq(jobApplicationDrafts.id, draftId));
    expect(draft.fields.attachResume).toBe(true);
    const orphans = await setup.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerId, setup.fx.applicant.id), eq(files.originalName, 'Lebenslauf Anna Huber.pdf')));
    // Only the files of the two applications above that carried the resume: the refused one stored nothing.
    expect(orphans).toHaveLength(2);
  });

  it('mails the employer the resume PDF and the applicant the way to "Meine Bewerbungen"', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const address = 'anna.post@example.org';
      await stored(await apply(ids.open, setup.fx.applicant.id, { ...ANNA, emailAddress: address, attachResume: '1' }));
      await sendPendingApplications(setup.db, createMailer({ SMTP_URL: smtp.url }), getStorage(), { limit: 50 });
      const confirmation = parseMail((await smtp.waitForMail(address)).raw);
      expect(confirmation.text).toMatch(/„Meine Bewerbungen“: https?:\/\/\S+\/user\/bewerbungen/);
      const toEmployer = smtp.received.find((m) => parseMail(m.raw).headers['reply-to']?.includes(address));
      expect(toEmployer?.raw).toMatch(/Content-Disposition: attachment;[\s\S]*Lebenslauf/);
      expect(toEmployer?.raw).toContain('application/pdf');
    } finally {
      await smtp.close();
    }
  });
});
