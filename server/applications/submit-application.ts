import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type ApplicationDraftFields,
  files,
  jobApplicationAttachments,
  jobApplicationDrafts,
  jobApplications,
  jobs,
} from '../db/schema';
import { isUuid } from '../db/uuid';
import { isJobAvailable } from '../jobs/open-jobs';
import { addToDailyStats } from '../stats/job-stats';
import { discardTemporaryFiles } from '../storage/purge-drafts';
import type { FileStorage } from '../storage/storage';
import messages from '../../messages/de.json';
import { loadOwnResume } from '../resumes/own-resume';
import { admitApplicationTo } from './application-rate-limits';
import { lastApplicationAt } from './my-applications';
import { formatGermanDate } from '../format/german-date';
import { storeResumePdf } from './attach-resume';
import { isDraftProof } from './draft-binding';
import type { AcceptedFile, ReceivedApplicationForm } from './receive-application-form';
import { type ResumePdfRenderer, resumePdfRenderer } from './resume-pdf-renderer';
import { draftFields, validateApplication } from './validate-application';

export type SubmitOutcome =
  | { kind: 'submitted'; applicationId: string; emailAddress: string }
  | {
      kind: 'invalid';
      jobId: string;
      draftId: string;
      errors: Record<string, string>;
      fields: ApplicationDraftFields;
      files: AcceptedFile[];
    }
  | { kind: 'closed' }
  | { kind: 'missing' };

/**
 * A draft of this job on this site, with its files' names (for the form) — only for the browser that made
 * it: `proof` is its draft cookie (draft-binding.ts). Without it, it is as if there were no draft.
 */
export async function loadApplicationDraft(
  db: Db,
  regionId: string,
  jobId: string,
  draftId: string,
  proof: string | null | undefined,
) {
  if (!isUuid(draftId) || !isDraftProof(draftId, proof)) return null;
  const [draft] = await db
    .select()
    .from(jobApplicationDrafts)
    .where(
      and(
        eq(jobApplicationDrafts.id, draftId),
        eq(jobApplicationDrafts.jobId, jobId),
        eq(jobApplicationDrafts.regionId, regionId),
      ),
    )
    .limit(1);
  if (!draft) return null;
  const kept = draft.fileIds.length
    ? await db
        .select({ id: files.id, name: files.originalName })
        .from(files)
        .where(and(inArray(files.id, draft.fileIds), isNull(files.permanentAt)))
    : [];
  const order = new Map(draft.fileIds.map((id, i) => [id, i]));
  return { ...draft, files: kept.sort((a, b) => order.get(a.id)! - order.get(b.id)!) };
}

/**
 * Takes an application form that was read by receiveApplicationForm: stores a valid application first
 * (its mails are sent afterwards by the outbox, so a failed send never loses it), or keeps what was typed
 * and the accepted files as a draft and answers the errors. Files of an earlier attempt (its draft) are
 * kept unless the applicant removed them.
 */
export async function submitApplication(
  db: Db,
  storage: FileStorage,
  input: {
    regionId: string;
    jobId: string;
    /** The signed-in user sending the form: the application is theirs ("Meine Bewerbungen"). */
    applicantId: string | null;
    form: ReceivedApplicationForm;
    /** Renders the applicant's resume when they tick "Lebenslauf als PDF anhängen"; null: not offered. */
    renderResumePdf?: ResumePdfRenderer | null;
    /** The browser's draft cookie for this job: an earlier attempt's draft (and files) is taken only with it. */
    draftProof: string | null | undefined;
    /**
     * ATTACHMENTS_FEATURE_ACTIVE: false where the site takes no files with applications; a job's "Lebenslauf
     * ist Pflicht" is then not asked (docs/product-decisions.md "Salary free input and attachments switched off").
     */
    attachments?: boolean;
    /** docs/product-decisions.md "Captcha": false when the site asks for one and the form's did not pass. */
    captchaPassed?: boolean;
    now?: Date;
  },
): Promise<SubmitOutcome> {
  const now = input.now ?? new Date();
  const newFileIds = input.form.files.map((f) => f.id);
  const [job] = isUuid(input.jobId)
    ? await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, input.jobId), eq(jobs.regionId, input.regionId)))
        .limit(1)
    : [];
  if (!job) {
    await discardTemporaryFiles(db, storage, newFileIds);
    return { kind: 'missing' };
  }
  if (!isJobAvailable(job, now) || job.applicationWorkflow === 'link') {
    await discardTemporaryFiles(db, storage, newFileIds);
    return { kind: 'closed' };
  }

  const previous = input.form.fields.draft
    ? await loadApplicationDraft(db, input.regionId, job.id, input.form.fields.draft, input.draftProof)
    : null;
  const removed = (previous?.files ?? []).filter((f) => input.form.fields[`remove.${f.id}`]);
  await discardTemporaryFiles(
    db,
    storage,
    removed.map((f) => f.id),
  );
  // Files an earlier draft kept from before the site stopped taking them do not go along either.
  const keptFiles = input.attachments === false ? [] : (previous?.files ?? []).filter((f) => !removed.includes(f));
  const allFiles = [...keptFiles, ...input.form.files];

  const questions = job.applicationQualifyingQuestions;
  const fields = draftFields(
    input.form.fields,
    questions.map((q) => q.id),
  );
  // Only a signed-in applicant's own resume on this site, and only when the form asked for it.
  const render = input.renderResumePdf === undefined ? resumePdfRenderer : input.renderResumePdf;
  const resume =
    input.applicantId && render && fields.attachResume
      ? await loadOwnResume(db, { userId: input.applicantId, regionId: input.regionId })
      : null;
  // The resume PDF counts as a CV and as one of the files (docs/product.md §5), though it is made only once the form is
  // valid.
  const errors = validateApplication(fields, allFiles.length + (resume ? 1 : 0), {
    requireCv: job.applicationRequireCv && input.attachments !== false,
    requireCoverLetter: job.applicationRequireCoverLetter,
    requireAnswers: job.applicationRequireQualifyingQuestions,
    questions,
  });
  if (input.form.fileErrors.length)
    errors.attachments = [...input.form.fileErrors, errors.attachments].filter(Boolean).join(' ');
  if (input.captchaPassed === false) errors.captcha = messages.captcha.refused;
  // A second application to the same job is taken only when confirmed (docs/product-decisions.md, "Applying
  // twice"); only a signed-in applicant's own, so the form never tells whether an address applied.
  if (Object.keys(errors).length === 0 && input.applicantId && !fields.repeat) {
    const at = await lastApplicationAt(db, { userId: input.applicantId, regionId: input.regionId, jobId: job.id });
    if (at) errors.repeat = messages.application.errors.alreadyApplied.replace('{date}', formatGermanDate(at));
  }
  // Counted only for applications that would be sent: typing errors never use up an address's allowance.
  if (Object.keys(errors).length === 0 && !(await admitApplicationTo(db, fields.emailAddress.trim(), now)).allowed) {
    errors.emailAddress = messages.application.errors.tooManyForAddress;
  }

  if (resume && render && Object.keys(errors).length === 0) {
    const pdf = await storeResumePdf(db, storage, { resume, render, email: fields.emailAddress.trim() });
    if (pdf) allFiles.unshift(pdf);
    else errors.attachResume = messages.apply.errors.resumePdfFailed;
  }

  if (Object.keys(errors).length > 0) {
    const [draft] = await db
      .insert(jobApplicationDrafts)
      .values({ jobId: job.id, regionId: input.regionId, fields, errors, fileIds: allFiles.map((f) => f.id) })
      .returning({ id: jobApplicationDrafts.id });
    if (previous) await db.delete(jobApplicationDrafts).where(eq(jobApplicationDrafts.id, previous.id));
    return { kind: 'invalid', jobId: job.id, draftId: draft.id, errors, fields, files: allFiles };
  }

  const applicationId = await db.transaction(async (tx) => {
    const [application] = await tx
      .insert(jobApplications)
      .values({
        jobId: job.id,
        regionId: input.regionId,
        applicantId: input.applicantId,
        // The resume shared with the application: only when its PDF went along (the applicant's choice).
        resumeId: resume?.id ?? null,
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        emailAddress: fields.emailAddress.trim(),
        coverLetter: fields.coverLetter.trim() || null,
        qualifyingAnswers: questions
          .filter((q) => fields.answers[q.id]?.trim())
          .map((q) => ({ questionId: q.id, answer: fields.answers[q.id].trim() })),
        nextAttemptAt: now,
      })
      .returning({ id: jobApplications.id });
    if (allFiles.length) {
      await tx
        .insert(jobApplicationAttachments)
        .values(allFiles.map((f, position) => ({ applicationId: application.id, fileId: f.id, position })));
      await tx
        .update(files)
        .set({ permanentAt: now })
        .where(
          inArray(
            files.id,
            allFiles.map((f) => f.id),
          ),
        );
    }
    if (previous) await tx.delete(jobApplicationDrafts).where(eq(jobApplicationDrafts.id, previous.id));
    await addToDailyStats(tx, job.id, 'application', now);
    return application.id;
  });
  return { kind: 'submitted', applicationId, emailAddress: fields.emailAddress.trim() };
}
