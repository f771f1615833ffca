import messages from '../../messages/de.json';
import { getRegion } from '../../regions/registry';
import { deletionDateOf } from '../applications/inbox/application-status';
import type { ApplicationDraftFields, QualifyingAnswer } from '../db/schema';
import {
  code,
  file,
  files,
  flag,
  instant,
  internal,
  job,
  messagesOf,
  object,
  organization,
  outboxColumns,
  otherPerson,
  type Present,
  type Row,
  site,
  text,
} from './export-columns';
import type { ExportContext } from './export-context';
import type { CategorySpec } from './export-category-types';
import { RESUME_COLUMNS } from './export-resume-columns';
import { asDate, germanCalendar, type ShownField, valueOf, yesNo } from './export-values';

/** "Pflegefachkraft – Klinik Nord": an application's or a draft's heading. */
const jobTitle = (row: Row, ctx: ExportContext) => {
  const named = ctx.job(row.job_id);
  return named ? `${named.title} – ${named.employer}` : null;
};

/** Answers to the job's questions, each with the question's wording (the id alone means nothing). */
function answered(pairs: Array<[string, unknown]>, row: Row, ctx: ExportContext): ShownField[] {
  const questions = ctx.job(row.job_id)?.questions;
  const records = pairs.flatMap(([questionId, answer]) => {
    const fields = [...text('question')(questions?.get(questionId), ctx, row), ...text('answer')(answer, ctx, row)];
    return fields.length ? [fields] : [];
  });
  return records.length ? [{ key: 'answers', shown: { kind: 'records', records } }] : [];
}

const qualifyingAnswers: Present = (value, ctx, row) =>
  answered(
    ((Array.isArray(value) ? value : []) as QualifyingAnswer[]).map((a) => [a.questionId, a.answer]),
    row,
    ctx,
  );
const draftAnswers: Present = (value, ctx, row) =>
  answered(Object.entries(value && typeof value === 'object' ? value : {}), row, ctx);

/** Whether the resume went along as a PDF: the column names the resume shared (docs/product-decisions.md). */
const resumeShared: Present = (value) => {
  const shared = typeof value === 'string';
  return valueOf('resumeAttached', shared, yesNo(shared));
};

/** The rejection, and the day the application is deleted because of it (docs/product.md §4.3). */
const rejected: Present = (value, ctx, row) => {
  const at = asDate(value);
  if (!at) return [];
  const deletion = deletionDateOf(at).toISOString().slice(0, 10);
  return [...instant('rejectedAt')(at, ctx, row), ...valueOf('deletedOn', deletion, germanCalendar(deletion))];
};

/** The resume, the employers' contact requests to it, and the applications with their attachments. */
export const SEEKER_CATEGORIES = {
  resumes: {
    section: 'resume',
    key: 'resumes',
    title: (row) => getRegion(String(row.region_id))?.SITENAME ?? null,
    columns: RESUME_COLUMNS,
  },
  resume_blocked_organizations: {
    within: { table: 'resumes', column: 'resume_id', parentColumn: 'id' },
    key: 'blockedOrganizations',
    columns: { resume_id: internal, organization_id: organization('organization'), created_at: instant('blockedAt') },
  },
  resume_contact_requests: {
    section: 'contactRequests',
    key: 'contactRequests',
    title: (row, ctx) => ctx.organization(row.organization_id),
    columns: {
      id: internal,
      resume_id: internal,
      organization_id: organization('employer'),
      requested_by_id: otherPerson,
      status: code('status', messages.resumeContacts.candidate.status),
      message: text('message'),
      subscription_id: internal,
      created_at: instant('receivedAt'),
      approved_at: instant('approvedAt'),
      revoked_at: instant('revokedAt'),
      updated_at: instant('updatedAt'),
    },
  },
  job_applications: {
    section: 'applications',
    key: 'applications',
    title: jobTitle,
    columns: {
      id: internal,
      job_id: job,
      region_id: site('site'),
      created_at: instant('appliedAt'),
      status: code('status', messages.myApplications.status),
      status_changed_at: instant('statusChangedAt'),
      rejected_at: rejected,
      applicant_id: internal,
      first_name: text('firstName'),
      last_name: text('lastName'),
      email_address: text('email'),
      cover_letter: text('coverLetter'),
      qualifying_answers: qualifyingAnswers,
      resume_id: resumeShared,
      ...outboxColumns(),
      updated_at: internal,
    },
  },
  job_application_attachments: {
    within: { table: 'job_applications', column: 'application_id', parentColumn: 'id' },
    key: 'attachments',
    columns: { application_id: internal, file_id: file('file'), position: internal },
  },
  job_application_notes: { section: 'applications', leftOut: true },
  job_application_events: { section: 'applications', leftOut: true },
  job_application_drafts: {
    section: 'applications',
    key: 'applicationDrafts',
    title: jobTitle,
    columns: {
      id: internal,
      job_id: job,
      region_id: site('site'),
      fields: object<ApplicationDraftFields>('typedFields', {
        firstName: text('firstName'),
        lastName: text('lastName'),
        emailAddress: text('email'),
        coverLetter: text('coverLetter'),
        answers: draftAnswers,
        attachResume: flag('resumeAttached'),
        repeat: flag('repeatConfirmed'),
      }),
      errors: messagesOf('formErrors'),
      file_ids: files('files'),
      created_at: instant('savedAt'),
    },
  },
} satisfies Record<string, CategorySpec>;
