import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../commerce/job-charges';
import type { Db } from '../db/client';
import { files, taxonomyTerms, type Vocabulary } from '../db/schema';
import { draftPlaceholdersIn } from '../ai/draft-placeholders';
import { termsByTid } from '../taxonomy/term-cache';
import type { PostingFields } from './posting-fields';
import type { FieldError, PostingPatch } from './posting-input';
import { postingMessages as m } from './posting-messages';
import { runtimeErrors } from './posting-runtime';

/** The vocabulary each term field takes its tids from. */
const TID_VOCABULARY = {
  remoteOptions: 'remote_option',
  employmentTypes: 'employment_type',
  occupationalFields: 'occupational_field',
  fieldsOfStudy: 'field_of_study',
  degreeLevels: 'degree_level',
  languages: 'language',
  skills: 'skill',
} as const satisfies Partial<Record<keyof PostingFields, Vocabulary>>;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Checks what a save refers to: tids must be terms of the field's vocabulary, the ad file a PDF and the logo an
 * image the author uploaded (or the ones the posting has already). Bad fields are reported and left out.
 */
export async function checkReferences(
  db: Db,
  patch: PostingPatch,
  owner: { userId: string; current: PostingFields },
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const tids = Object.keys(TID_VOCABULARY).flatMap((name) => patch[name as keyof typeof TID_VOCABULARY] ?? []);
  const terms = tids.length ? await termsByTid(db, tids) : new Map();
  for (const [name, vocabulary] of Object.entries(TID_VOCABULARY) as Array<[keyof typeof TID_VOCABULARY, Vocabulary]>) {
    const bad = (patch[name] ?? []).findIndex((tid) => terms.get(tid)?.vocabulary !== vocabulary);
    if (bad >= 0) {
      errors.push({ field: `${name}.${bad}`, message: m.unknownTerm });
      delete patch[name];
    }
  }
  const wanted = [patch.fileId, patch.logoFileId].filter((id): id is string => !!id);
  if (wanted.length === 0) return errors;
  const rows = await db
    .select({ id: files.id, mimeType: files.mimeType, ownerId: files.ownerId })
    .from(files)
    .where(inArray(files.id, wanted));
  const usable = (id: string, types: string[], current: string | null) => {
    const file = rows.find((row) => row.id === id);
    return !!file && types.includes(file.mimeType) && (file.ownerId === owner.userId || id === current);
  };
  if (patch.fileId && !usable(patch.fileId, ['application/pdf'], owner.current.fileId)) {
    errors.push({ field: 'fileId', message: m.filePdf });
    delete patch.fileId;
  }
  if (patch.logoFileId && !usable(patch.logoFileId, IMAGE_TYPES, owner.current.logoFileId)) {
    errors.push({ field: 'logoFileId', message: m.fileImage });
    delete patch.logoFileId;
  }
  return errors;
}

/**
 * Marks the posting's files as kept for good (an upload stays temporary until something refers to it). The ad
 * PDF becomes a `job_file`, which the public file routes serve with its page images (docs/security.md
 * "Rendering PDF ads"): an upload is `other` until then, and an `other` file is never served.
 */
export async function keepFiles(db: Executor, fields: PostingFields, now: Date): Promise<void> {
  const ids = [fields.fileId, fields.logoFileId].filter((id): id is string => !!id);
  for (const id of ids) await db.update(files).set({ permanentAt: now }).where(eq(files.id, id));
  if (fields.fileId) {
    await db
      .update(files)
      .set({ purpose: 'job_file' })
      .where(and(eq(files.id, fields.fileId), eq(files.purpose, 'other')));
  }
}

/**
 * live: a live job's changes, whose publication time has passed or is kept as it is. defaultDurationDays: the
 * runtime one publication buys on the site (posting-runtime.ts); without it the runtime is not checked.
 */
export type SiteRules = { salaryRequired: boolean; live?: boolean; defaultDurationDays?: number };

export type MissingCheck = { fields: PostingFields; site: SiteRules };

/** What each of several postings lacks for submitting, with one read of the terms they use. */
export async function missingFieldsOfMany(db: Executor, checks: MissingCheck[], now = new Date()) {
  const tids = [...new Set(checks.flatMap((c) => c.fields.remoteOptions))];
  // Read in the caller's transaction (the term cache would wait for the one PGlite connection).
  const terms = tids.length
    ? await db
        .select({ tid: taxonomyTerms.tid, label: taxonomyTerms.label })
        .from(taxonomyTerms)
        .where(inArray(taxonomyTerms.tid, tids))
    : [];
  const remote = new Set(terms.filter((t) => t.label.toLowerCase() === 'remote').map((t) => t.tid));
  return checks.map((c) => missingOf(c.fields, c.site, remote, now));
}

/** What one posting lacks for submitting (see missingOf). */
export async function missingFields(
  db: Executor,
  fields: PostingFields,
  site: SiteRules,
  now = new Date(),
): Promise<FieldError[]> {
  const [missing] = await missingFieldsOfMany(db, [{ fields, site }], now);
  return missing;
}

/**
 * What submitting needs (docs/product.md §3 Job fields, docs/product.md §5): title, a work place unless the job is
 * remote only, employment type, occupational field, the ad itself (description without the draft's placeholders, link
 * or PDF by type), how to apply, a salary range where the site requires one, a publication time in the future,
 * questions when they are required.
 */
function missingOf(fields: PostingFields, site: SiteRules, remoteTids: Set<number>, now: Date): FieldError[] {
  const missing: FieldError[] = [];
  const need = (ok: unknown, field: string, message: string) => {
    if (!ok) missing.push({ field, message });
  };
  const remoteOnly = fields.remoteOptions.length > 0 && fields.remoteOptions.every((tid) => remoteTids.has(tid));
  const mm = m.missing;
  need(fields.organizationId, 'organizationId', mm.organization);
  need(fields.title.trim(), 'title', mm.title);
  need(fields.locations.length > 0 || remoteOnly, 'locations', mm.location);
  need(fields.employmentTypes.length, 'employmentTypes', mm.employmentType);
  need(fields.occupationalFields.length, 'occupationalFields', mm.occupationalField);
  if (fields.type === 'job_per_template') {
    const text = plainText(fields.description);
    need(text, 'description', mm.description);
    // The draft's "[Stellen Sie hier …]" left in the text is not a finished ad (docs/product-decisions.md).
    const placeholders = draftPlaceholdersIn(text).map((p) => `„${p}“`);
    need(!placeholders.length, 'description', mm.placeholders.replace('{placeholders}', placeholders.join(', ')));
  }
  if (fields.type === 'job_per_link') need(fields.linkUrl, 'linkUrl', mm.linkUrl);
  if (fields.type === 'job_per_file') need(fields.fileId, 'fileId', mm.fileId);
  if (fields.applicationWorkflow === 'email')
    need(fields.applicationEmails.length, 'applicationEmails', mm.applicationEmails);
  if (fields.applicationWorkflow === 'link') need(fields.applicationLink, 'applicationLink', mm.applicationLink);
  const salaryGiven = !!fields.salaryRange || (fields.salary?.min != null && fields.salary?.max != null);
  if (site.salaryRequired) need(salaryGiven, 'salary', mm.salary);
  if (fields.publishAt && !site.live) need(fields.publishAt > now, 'publishAt', mm.publishAt);
  if (fields.applicationRequireQualifyingQuestions)
    need(fields.applicationQualifyingQuestions.length, 'applicationQualifyingQuestions', mm.questions);
  if (site.defaultDurationDays) missing.push(...runtimeErrors(fields, site.defaultDurationDays, now));
  return missing;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
