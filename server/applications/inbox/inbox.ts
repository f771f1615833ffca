import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { INBOX_WORKFLOWS, inInbox } from './inbox-counts';
import {
  type ApplicationStatus,
  files,
  jobApplicationAttachments,
  jobApplicationEvents,
  jobApplicationNotes,
  jobApplications,
  jobs,
} from '../../db/schema';
import { isUuid } from '../../db/uuid';
import messages from '../../../messages/de.json';

export { INBOX_WORKFLOWS } from './inbox-counts';

export type InboxQuery = {
  regionId: string;
  organizationId: string;
  jobId?: string;
  status?: ApplicationStatus;
  limit: number;
  offset: number;
};

/** The organization's applications on this site (the inbox never reaches further), by the one counting rule. */
function organizationApplications(regionId: string, organizationId: string): SQL {
  return and(inInbox(), eq(jobs.regionId, regionId), eq(jobs.organizationId, organizationId)) as SQL;
}

/** Each application's number of attachments, as a subquery to join (applicationId, n). */
export function attachmentCounts(db: Db) {
  return db
    .select({ applicationId: jobApplicationAttachments.applicationId, n: count().as('n') })
    .from(jobApplicationAttachments)
    .groupBy(jobApplicationAttachments.applicationId)
    .as('attachment_count');
}

/**
 * One page of the organization's applications, newest first, across its jobs or for one, by status; with
 * the total and the organization's jobs that have applications (for the job filter).
 */
export async function listInbox(db: Db, query: InboxQuery) {
  const where = and(
    organizationApplications(query.regionId, query.organizationId),
    query.jobId ? eq(jobApplications.jobId, query.jobId) : undefined,
    query.status ? eq(jobApplications.status, query.status) : undefined,
  );
  const attachmentCount = attachmentCounts(db);
  const [rows, [total], jobRows] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        jobTitle: jobs.title,
        firstName: jobApplications.firstName,
        lastName: jobApplications.lastName,
        status: jobApplications.status,
        receivedAt: jobApplications.createdAt,
        rejectedAt: jobApplications.rejectedAt,
        attachmentCount: attachmentCount.n,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .leftJoin(attachmentCount, eq(attachmentCount.applicationId, jobApplications.id))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)).where(where),
    db
      .select({ id: jobs.id, title: jobs.title, applications: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(organizationApplications(query.regionId, query.organizationId))
      .groupBy(jobs.id, jobs.title)
      .orderBy(asc(jobs.title), asc(jobs.id)),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({ ...r, attachmentCount: Number(r.attachmentCount ?? 0) })),
    jobs: jobRows,
  };
}

/** An application of this site with its job (for the organization check), or null. */
export async function findApplication(db: Db, regionId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      application: jobApplications,
      job: {
        id: jobs.id,
        title: jobs.title,
        organizationId: jobs.organizationId,
        questions: jobs.applicationQualifyingQuestions,
        workflow: jobs.applicationWorkflow,
      },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, id), eq(jobApplications.regionId, regionId), eq(jobs.regionId, regionId)))
    .limit(1);
  if (!row || !(INBOX_WORKFLOWS as readonly string[]).includes(row.job.workflow)) return null;
  return row;
}

export type FoundApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** The application's files (upload order), notes (oldest first) and status history (oldest first). */
export async function applicationDetails(db: Db, applicationId: string) {
  const [attachments, notes, events] = await Promise.all([
    db
      .select({ id: files.id, name: files.originalName, mimeType: files.mimeType, sizeBytes: files.sizeBytes })
      .from(jobApplicationAttachments)
      .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
      .where(eq(jobApplicationAttachments.applicationId, applicationId))
      .orderBy(asc(jobApplicationAttachments.position), asc(files.id)),
    db
      .select()
      .from(jobApplicationNotes)
      .where(eq(jobApplicationNotes.applicationId, applicationId))
      .orderBy(asc(jobApplicationNotes.createdAt), asc(jobApplicationNotes.id)),
    db
      .select()
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, applicationId))
      .orderBy(asc(jobApplicationEvents.createdAt), asc(jobApplicationEvents.id)),
  ]);
  return { attachments, notes, events };
}

/** How the form stores a yes/no answer, and how it reads (the form's own words). */
const YES_NO: Record<string, string> = { ja: messages.application.yes, nein: messages.application.no };

/**
 * The answers with the job's question texts (yes/no answers as the form words them); answers to questions no
 * longer in the ad keep a null label.
 */
export function labelledAnswers(application: FoundApplication) {
  const questions = new Map(application.job.questions.map((q) => [q.id, q]));
  return application.application.qualifyingAnswers.map((a) => {
    const question = questions.get(a.questionId);
    return {
      questionId: a.questionId,
      question: question?.question ?? null,
      answer: (question?.answerType === 'yes_no' && YES_NO[a.answer]) || a.answer,
    };
  });
}

/** A file of the application, with where its bytes are; null when the file is not one of its attachments. */
export async function findApplicationFile(db: Db, applicationId: string, fileId: string) {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select({
      name: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      storageKey: files.storageKey,
    })
    .from(jobApplicationAttachments)
    .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
    .where(
      and(eq(jobApplicationAttachments.applicationId, applicationId), eq(jobApplicationAttachments.fileId, fileId)),
    )
    .limit(1);
  return row ?? null;
}
