/**
 * Applications for the inbox tests: a job of an organization with the internal workflow and one qualifying
 * question, and applications to it with a PDF in the storage.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ApplicationStatus, files, jobApplicationAttachments, jobApplications, jobs } from '../../db/schema';
import { getStorage } from '../../storage/process-storage';

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
export const QUESTION = {
  id: 'q-fuehrerschein',
  question: 'Hast du einen Führerschein?',
  answerType: 'yes_no' as const,
};

export async function inboxJob(db: Db, regionId: string, organizationId: string, title = 'Inbox-Stelle') {
  const [job] = await db
    .insert(jobs)
    .values({
      regionId,
      organizationId,
      title,
      state: 'published',
      type: 'job_per_link',
      linkUrl: 'https://example.test/inbox',
      applicationWorkflow: 'internal',
      applicationQualifyingQuestions: [QUESTION],
      lat: 49.45,
      lon: 11.08,
    })
    .returning({ id: jobs.id });
  return job.id;
}

async function storedPdf(db: Db, regionId: string, name: string) {
  const storageKey = `test/inbox/${randomUUID()}.pdf`;
  await getStorage().write(
    storageKey,
    (async function* () {
      yield PDF_BYTES;
    })(),
  );
  const [file] = await db
    .insert(files)
    .values({
      storageKey,
      originalName: name,
      mimeType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      sha256: 'e'.repeat(64),
      purpose: 'application_attachment',
      regionId,
      permanentAt: new Date(),
    })
    .returning({ id: files.id });
  return { id: file.id, storageKey };
}

export async function inboxApplication(
  db: Db,
  input: {
    regionId: string;
    jobId: string;
    firstName?: string;
    status?: ApplicationStatus;
    rejectedAt?: Date;
    createdAt?: Date;
    withFile?: boolean;
  },
) {
  const [application] = await db
    .insert(jobApplications)
    .values({
      jobId: input.jobId,
      regionId: input.regionId,
      firstName: input.firstName ?? 'Lena',
      lastName: 'Maier',
      emailAddress: `bewerberin-${randomUUID().slice(0, 8)}@example.test`,
      coverLetter: 'Ich freue mich auf die Aufgabe.',
      qualifyingAnswers: [
        { questionId: QUESTION.id, answer: 'ja' },
        { questionId: 'q-entfernt', answer: 'Vielleicht' },
      ],
      sendStatus: 'sent',
      status: input.status ?? 'new',
      rejectedAt: input.rejectedAt ?? null,
      createdAt: input.createdAt ?? new Date(),
    })
    .returning({ id: jobApplications.id, emailAddress: jobApplications.emailAddress });
  const file = input.withFile === false ? null : await storedPdf(db, input.regionId, 'Lebenslauf Lena Maier.pdf');
  if (file) await db.insert(jobApplicationAttachments).values({ applicationId: application.id, fileId: file.id });
  return { ...application, file };
}

/** Removes a test job with its applications and their files. */
export async function removeInboxJob(db: Db, jobId: string) {
  const attached = await db
    .select({ fileId: jobApplicationAttachments.fileId })
    .from(jobApplicationAttachments)
    .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationAttachments.applicationId))
    .where(eq(jobApplications.jobId, jobId));
  await db.delete(jobs).where(eq(jobs.id, jobId));
  for (const { fileId } of attached) await db.delete(files).where(eq(files.id, fileId));
}
