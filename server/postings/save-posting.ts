import { jobRevisions } from '../db/schema';
import type { Db } from '../db/client';
import type { JobLinkChecker } from '../links/job-link-checker';
import { authorRichTextFormat } from '../richtext/editor-toolbar';
import type { FileStorage } from '../storage/storage';
import { takeAdFileText } from './ad-file-text';
import { type ChangeAuthor, logPostingChange } from './posting-change-log';
import { checkReferences, keepFiles } from './posting-checks';
import { applyPatch, EMPTY_FIELDS, type PostingFields } from './posting-fields';
import { type FieldError, parsePostingPatch, type PostingPatch } from './posting-input';
import { postingMessages as m } from './posting-messages';
import { runtimeErrors } from './posting-runtime';
import { postingRules } from './submit-posting';
import { postingSwitches, refusedBySwitches } from './posting-switches';
import { editedFields, insertDraft, isLive, loadPosting, PostingError, writeJobFields } from './posting-store';

export type PostingAuthor = { id: string; adminLike: boolean };

export type SaveInput = {
  regionId: string;
  author: PostingAuthor;
  /** The job to update; null creates a draft for organizationId. */
  jobId: string | null;
  /** The organization of a new draft (the caller may post for it; checked by the caller). */
  organizationId: string | null;
  input: Record<string, unknown>;
  /** Where uploads are kept: a job_per_file ad's PDF is read for its text. */
  storage: FileStorage;
  /** Checks a new or changed original ad's URL (job per link): an unreachable one is reported, not saved. */
  checkLink: JobLinkChecker;
  /** Names the author of a new draft in the organization's change log. */
  logAs?: ChangeAuthor;
  now?: Date;
};

/**
 * Saves the wizard's fields: creates a draft or updates a job not yet live in place; a live job (published or
 * scheduled) gets its changes as a revision and keeps its URL and text until they are applied. Bad fields are
 * reported and left out, the rest is saved. Returns the job id, or null when nothing could be saved.
 */
export async function saveJobPosting(db: Db, save: SaveInput): Promise<{ id: string | null; errors: FieldError[] }> {
  const now = save.now ?? new Date();
  const { patch, errors } = parsePostingPatch(save.input);
  // The organization is chosen through the caller's rights, not as a field.
  delete patch.organizationId;
  const existing = save.jobId ? await loadPosting(db, save.regionId, save.jobId) : null;
  if (save.jobId && !existing) throw new PostingError('NOT_FOUND', m.errors.notFound);
  if (existing?.job.state === 'archived') throw new PostingError('BAD_USER_INPUT', m.errors.archived);
  if (!existing && !save.organizationId) throw new PostingError('BAD_USER_INPUT', m.errors.noOrganization);

  const current = existing ? editedFields(existing) : { ...EMPTY_FIELDS, organizationId: save.organizationId };
  errors.push(...dropLongRuntime(patch, current, save.regionId, now));
  errors.push(...refusedBySwitches(patch, current, postingSwitches(save.regionId)));
  errors.push(...(await checkReferences(db, patch, { userId: save.author.id, current })));
  const adFileOf = { fileId: current.fileId, organizationId: save.organizationId ?? current.organizationId };
  errors.push(...(await takeAdFileText(db, save.storage, patch, adFileOf, now)));
  if (patch.linkUrl && patch.linkUrl !== current.linkUrl) {
    const link = await save.checkLink(patch.linkUrl);
    if (!link.ok) {
      errors.push({ field: 'linkUrl', message: link.message });
      delete patch.linkUrl;
    }
  }
  // docs/product.md §5: recruiters write filtered_html, admin-like users full_html.
  const next = applyPatch(current, patch, authorRichTextFormat(save.author.adminLike));
  if (save.organizationId) next.organizationId = save.organizationId;

  const id = await db.transaction(async (tx) => {
    if (!existing) {
      const created = await insertDraft(tx, {
        regionId: save.regionId,
        organizationId: save.organizationId!,
        authorId: save.author.id,
        fields: next,
        now,
      });
      await logPostingChange(tx, save.logAs, {
        organizationId: save.organizationId!,
        action: 'job.created',
        detail: { title: next.title || null, jobId: created },
      });
      return created;
    }
    if (isLive(existing.job.state)) {
      const revision = { authorId: save.author.id, fields: next, status: 'editing' as const, reviewNote: null };
      await tx
        .insert(jobRevisions)
        .values({ jobId: existing.job.id, ...revision, updatedAt: now })
        .onConflictDoUpdate({ target: jobRevisions.jobId, set: { ...revision, submittedAt: null, updatedAt: now } });
    } else await writeJobFields(tx, existing.job.id, next, now, { live: false });
    return existing.job.id;
  });
  await keepFiles(db, next, now);
  return { id, errors };
}

/** A duration or an end beyond what a publication buys is named and left out, as a bad field is (posting-runtime.ts). */
function dropLongRuntime(patch: PostingPatch, current: PostingFields, regionId: string, now: Date): FieldError[] {
  const publishAt = patch.publishAt === undefined ? current.publishAt : patch.publishAt;
  const sold = postingRules(regionId).defaultDurationDays;
  const errors = runtimeErrors(
    { durationDays: patch.durationDays, availabilityPeriod: patch.availabilityPeriod, publishAt },
    sold,
    now,
  );
  for (const error of errors) delete patch[error.field === 'durationDays' ? 'durationDays' : 'availabilityPeriod'];
  return errors;
}
