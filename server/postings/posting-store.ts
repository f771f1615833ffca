import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../commerce/job-charges';
import { jobLocations, jobRevisions, jobs } from '../db/schema';
import {
  fieldsOfJob,
  jobColumnsOf,
  type PostingFields,
  type PostingLocation,
  revisionFieldsOf,
} from './posting-fields';
import { expiryOf } from './posting-runtime';

export type JobRow = typeof jobs.$inferSelect;
export type RevisionRow = typeof jobRevisions.$inferSelect;
export type StoredPosting = {
  job: JobRow;
  fields: PostingFields;
  revision: (RevisionRow & { postingFields: PostingFields }) | null;
};

/** A domain refusal the API passes on with its code and German message. */
export class PostingError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT' | 'FORBIDDEN',
    message: string,
  ) {
    super(message);
    this.name = 'PostingError';
  }
}

/** Live jobs keep their text while changes wait in a revision. */
export const isLive = (state: JobRow['state']) => state === 'published' || state === 'scheduled';

/** A job of a site with its work places and pending revision; null when the site has no such job. */
export async function loadPosting(
  db: Executor,
  regionId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StoredPosting | null> {
  const [posting] = await loadPostings(db, regionId, [id], options);
  return posting ?? null;
}

/** Jobs of a site with their work places and pending revisions, in three queries, in the order asked for. */
export async function loadPostings(
  db: Executor,
  regionId: string,
  ids: string[],
  options: { lock?: boolean } = {},
): Promise<StoredPosting[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.id, ids), eq(jobs.regionId, regionId)));
  const rows = options.lock ? await query.for('update') : await query;
  if (rows.length === 0) return [];
  const found = rows.map((job) => job.id);
  const [places, revisions] = await Promise.all([
    db
      .select({
        jobId: jobLocations.jobId,
        label: jobLocations.label,
        lat: jobLocations.lat,
        lon: jobLocations.lon,
        address: jobLocations.address,
      })
      .from(jobLocations)
      .where(inArray(jobLocations.jobId, found))
      .orderBy(asc(jobLocations.position)),
    db.select().from(jobRevisions).where(inArray(jobRevisions.jobId, found)),
  ]);
  return ids.flatMap((id) => {
    const job = rows.find((row) => row.id === id);
    if (!job) return [];
    const own = places.filter((p) => p.jobId === id).map(({ jobId: _jobId, ...place }) => place);
    const locations: PostingLocation[] = own.length
      ? own
      : job.lat !== null && job.lon !== null
        ? [{ label: job.locationLabel ?? '', lat: job.lat, lon: job.lon, address: job.address }]
        : [];
    const revision = revisions.find((r) => r.jobId === id);
    return [
      {
        job,
        fields: fieldsOfJob(job, locations),
        revision: revision ? { ...revision, postingFields: revisionFieldsOf(revision.fields) } : null,
      },
    ];
  });
}

/** The fields an author edits: a live job's pending revision, else the job itself. */
export const editedFields = (posting: StoredPosting): PostingFields =>
  posting.revision && isLive(posting.job.state) ? posting.revision.postingFields : posting.fields;

/**
 * Writes posting fields to the job row and its work places (position 0 mirrored on the row). A job not yet
 * live keeps its wanted publication time in published_at; a live job keeps the time it went live.
 */
export async function writeJobFields(
  tx: Executor,
  jobId: string,
  fields: PostingFields,
  now: Date,
  options: { live: boolean },
): Promise<void> {
  await tx
    .update(jobs)
    .set({ ...jobColumnsOf(fields), ...(options.live ? {} : { publishedAt: fields.publishAt }), updatedAt: now })
    .where(eq(jobs.id, jobId));
  await tx.delete(jobLocations).where(eq(jobLocations.jobId, jobId));
  if (fields.locations.length)
    await tx.insert(jobLocations).values(fields.locations.map((l, position) => ({ jobId, position, ...l })));
}

/** A new draft job of an organization on a site. */
export async function insertDraft(
  tx: Executor,
  input: { regionId: string; organizationId: string; authorId: string; fields: PostingFields; now: Date },
): Promise<string> {
  const { fields } = input;
  const [row] = await tx
    .insert(jobs)
    .values({
      ...jobColumnsOf(fields),
      organizationId: input.organizationId,
      regionId: input.regionId,
      authorId: input.authorId,
      state: 'draft',
      publishedAt: fields.publishAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: jobs.id });
  if (fields.locations.length)
    await tx.insert(jobLocations).values(fields.locations.map((l, position) => ({ jobId: row.id, position, ...l })));
  return row.id;
}

/**
 * Puts a job live with its current fields: scheduled when its publication time lies ahead, else published now;
 * expires after its runtime.
 */
export async function publishJob(
  tx: Executor,
  jobId: string,
  fields: PostingFields,
  defaultDays: number,
  now: Date,
): Promise<'published' | 'scheduled'> {
  const scheduled = !!fields.publishAt && fields.publishAt > now;
  const start = scheduled ? fields.publishAt! : now;
  const state = scheduled ? 'scheduled' : 'published';
  await tx
    .update(jobs)
    .set({
      state,
      publishedAt: start,
      expiresAt: expiryOf(start, fields, defaultDays),
      reviewNote: null,
      updatedAt: now,
    })
    .where(eq(jobs.id, jobId));
  return state;
}

/** Applies a live job's revision: the job keeps its id and URL; the revision goes. */
export async function applyRevision(
  tx: Executor,
  posting: StoredPosting,
  fields: PostingFields,
  defaultDays: number,
  now: Date,
): Promise<void> {
  await writeJobFields(tx, posting.job.id, fields, now, { live: true });
  // A scheduled job may move to another time ahead; a published one keeps when it went live.
  const moved = posting.job.state === 'scheduled' && fields.publishAt && fields.publishAt > now;
  const start = (moved ? fields.publishAt : posting.job.publishedAt) ?? now;
  await tx
    .update(jobs)
    .set({ publishedAt: start, expiresAt: expiryOf(start, fields, defaultDays) })
    .where(eq(jobs.id, posting.job.id));
  await tx.delete(jobRevisions).where(eq(jobRevisions.jobId, posting.job.id));
}
