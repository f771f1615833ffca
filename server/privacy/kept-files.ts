import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { deletionDateOf } from '../applications/inbox/application-status';
import type { Db } from '../db/client';
import {
  contactMessageAttachments,
  contactMessages,
  files,
  jobApplicationAttachments,
  jobApplications,
  jobs,
  organizations,
} from '../db/schema';
import { isUuid } from '../db/uuid';
import { PERSONAL_FILE_PURPOSES } from './registry';
import { aboutCondition, type DataSubject } from './user-rows';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type KeptFileKind = 'resume_import' | 'application_attachment' | 'resume_photo' | 'contact_attachment';

/**
 * How long a file stays and who decides (docs/product-decisions.md "Data rights: kept files"): an imported CV
 * until the person deletes it; an application's attachment with its application (the employer received
 * it); the resume's photo with the resume (changed there); a message's attachment until the message is
 * sent, then the person may delete our copy.
 */
export type KeptFileRetention = 'untilDeleted' | 'withApplication' | 'withResume' | 'withMessage' | 'sentMessage';

/** The retention as the contract and de.json (privacy.files.retention) name it: untilDeleted → UNTIL_DELETED. */
export const retentionCode = (retention: KeptFileRetention) =>
  retention.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase() as
    'UNTIL_DELETED' | 'WITH_APPLICATION' | 'WITH_RESUME' | 'WITH_MESSAGE' | 'SENT_MESSAGE';

export type KeptFile = {
  id: string;
  name: string;
  kind: KeptFileKind;
  sizeBytes: number;
  uploadedAt: Date;
  /** The application(s) the file went with, by job and employer. */
  application: { jobTitle: string; employer: string } | null;
  messageSubject: string | null;
  retention: KeptFileRetention;
  /** The day the file goes with its rejected application(s), when known. */
  deletesOn: Date | null;
  deletable: boolean;
};

type Uses = {
  applications: Array<{ jobTitle: string; employer: string; rejectedAt: Date | null }>;
  messages: Array<{ subject: string; sent: boolean }>;
};

/** The retention of a file by its kind and what uses it; null for a form's upload that nothing holds yet. */
function retentionOf(kind: KeptFileKind, uses: Uses): Pick<KeptFile, 'retention' | 'deletesOn' | 'deletable'> | null {
  switch (kind) {
    case 'resume_import':
      return { retention: 'untilDeleted', deletesOn: null, deletable: true };
    case 'resume_photo':
      return { retention: 'withResume', deletesOn: null, deletable: false };
    case 'application_attachment': {
      if (!uses.applications.length) return null;
      const rejected = uses.applications.map((a) => a.rejectedAt);
      const deletesOn = rejected.every((at) => at !== null)
        ? new Date(Math.max(...rejected.map((at) => deletionDateOf(at!).getTime())))
        : null;
      return { retention: 'withApplication', deletesOn, deletable: false };
    }
    case 'contact_attachment': {
      if (!uses.messages.length) return null;
      const sent = uses.messages.every((m) => m.sent);
      return { retention: sent ? 'sentMessage' : 'withMessage', deletesOn: null, deletable: sent };
    }
  }
}

async function usesOf(db: Db | Tx, ids: string[]): Promise<Map<string, Uses>> {
  const uses = new Map<string, Uses>(ids.map((id) => [id, { applications: [], messages: [] }]));
  if (!ids.length) return uses;
  const [applications, messages] = await Promise.all([
    db
      .select({
        fileId: jobApplicationAttachments.fileId,
        jobTitle: jobs.title,
        assignment: jobs.organizationAssignment,
        organization: organizations.name,
        status: jobApplications.status,
        rejectedAt: jobApplications.rejectedAt,
      })
      .from(jobApplicationAttachments)
      .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationAttachments.applicationId))
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .where(inArray(jobApplicationAttachments.fileId, ids)),
    db
      .select({
        fileId: contactMessageAttachments.fileId,
        subject: contactMessages.subject,
        sendStatus: contactMessages.sendStatus,
      })
      .from(contactMessageAttachments)
      .innerJoin(contactMessages, eq(contactMessages.id, contactMessageAttachments.messageId))
      .where(inArray(contactMessageAttachments.fileId, ids)),
  ]);
  for (const row of applications)
    uses.get(row.fileId)!.applications.push({
      jobTitle: row.jobTitle,
      // docs/product.md §3 organizationAssignment: the employer the job was posted for, as its page shows it.
      employer: row.assignment ?? row.organization,
      rejectedAt: row.status === 'rejected' ? row.rejectedAt : null,
    });
  for (const row of messages)
    uses.get(row.fileId)!.messages.push({ subject: row.subject, sent: row.sendStatus === 'sent' });
  return uses;
}

/**
 * The person's files we keep (the export's files: found through the privacy registry, so also those of an
 * application sent without an account under the account's address), newest first, each with how long it
 * stays and whether the person may delete it. `onlyId` narrows to one file (the deletion's check).
 */
export async function listKeptFiles(db: Db | Tx, subject: DataSubject, onlyId?: string): Promise<KeptFile[]> {
  if (onlyId !== undefined && !isUuid(onlyId)) return [];
  const rows = await db
    .select({
      id: files.id,
      name: files.originalName,
      kind: files.purpose,
      sizeBytes: files.sizeBytes,
      uploadedAt: files.createdAt,
    })
    .from(files)
    .where(
      and(
        sql`${aboutCondition('files', subject)}`,
        inArray(files.purpose, PERSONAL_FILE_PURPOSES as KeptFileKind[]),
        onlyId === undefined ? undefined : eq(files.id, onlyId),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id));
  const uses = await usesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const use = uses.get(row.id)!;
    const kind = row.kind as KeptFileKind;
    const retention = retentionOf(kind, use);
    if (!retention) return [];
    const application = use.applications[0];
    return [
      {
        ...row,
        kind,
        application: application ? { jobTitle: application.jobTitle, employer: application.employer } : null,
        messageSubject: use.messages[0]?.subject ?? null,
        ...retention,
      },
    ];
  });
}
