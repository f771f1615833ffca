import { and, desc, eq, exists } from 'drizzle-orm';
import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import { jobBookmarks, jobs, organizations, users } from '../db/schema';
import { isUuid } from '../db/uuid';
import { MAX_BOOKMARKS } from './bookmark-limits';
import {
  type BookmarkedJob,
  bookmarkedJobColumns,
  isShown,
  loadBookmarkedJobs,
  shapeBookmarkedJob,
} from './bookmarked-jobs';
import { planMerge } from './merge-plan';

const m = messages.bookmarks.errors;

/** Whose list on which site: a Merkliste is one per user and site (the job's site). */
export type ListOwner = { userId: string; regionId: string };

/** A saved job with the moment it was saved. */
export type Bookmark = { savedAt: Date; job: BookmarkedJob };

/** Why a change is refused; the GraphQL layer maps each to its code with the German message. */
export class BookmarkError extends Error {
  constructor(
    readonly reason: 'unknown-job' | 'not-saved' | 'full',
    message: string,
  ) {
    super(message);
  }
}

/** The owner's rows of their list on the site: the job must be one of the site's. */
const onSite = (db: Db, regionId: string) =>
  exists(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobBookmarks.jobId), eq(jobs.regionId, regionId))),
  );
const ownRows = (db: Db, owner: ListOwner) => and(eq(jobBookmarks.userId, owner.userId), onSite(db, owner.regionId));

/** The ids of the owner's saved jobs on the site, newest first: what the toggles and the header's count show. */
export async function savedJobIds(db: Db, owner: ListOwner): Promise<string[]> {
  const rows = await db
    .select({ jobId: jobBookmarks.jobId })
    .from(jobBookmarks)
    .where(ownRows(db, owner))
    .orderBy(desc(jobBookmarks.createdAt), desc(jobBookmarks.jobId));
  return rows.map((row) => row.jobId);
}

/**
 * The owner's Merkliste on the site, newest first: every saved job with its title, employer and place, also one
 * that ended since ("nicht mehr online"); one taken off the site shows only that it is gone.
 */
export async function listBookmarks(db: Db, owner: ListOwner, now = new Date()): Promise<Bookmark[]> {
  const rows = await db
    .select({ savedAt: jobBookmarks.createdAt, ...bookmarkedJobColumns })
    .from(jobBookmarks)
    .innerJoin(jobs, eq(jobs.id, jobBookmarks.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(and(eq(jobBookmarks.userId, owner.userId), eq(jobs.regionId, owner.regionId)))
    .orderBy(desc(jobBookmarks.createdAt), desc(jobBookmarks.jobId));
  return rows.map(({ savedAt, ...job }) => ({ savedAt, job: shapeBookmarkedJob(job, now) }));
}

/**
 * Runs `work` with the owner's account row locked: two saves or merges of one account wait for each other, so
 * the list never grows past MAX_BOOKMARKS.
 */
function asOwner<T>(db: Db, owner: ListOwner, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    return work(tx);
  });
}

/**
 * Saves a job the site shows (or has shown) on the owner's list; saving it again changes nothing. Refused for a
 * job the site does not show, and once the list holds MAX_BOOKMARKS. Returns the ids afterwards.
 */
export async function saveBookmark(db: Db, owner: ListOwner, jobId: string, now = new Date()): Promise<string[]> {
  const [job] = await loadBookmarkedJobs(db, { regionId: owner.regionId, jobIds: [jobId], now });
  if (!isShown(job)) throw new BookmarkError('unknown-job', m.unknownJob);
  return asOwner(db, owner, async (tx) => {
    const saved = await savedJobIds(tx, owner);
    if (saved.includes(jobId)) return saved;
    if (saved.length >= MAX_BOOKMARKS) throw new BookmarkError('full', m.full.replace('{max}', String(MAX_BOOKMARKS)));
    await tx.insert(jobBookmarks).values({ userId: owner.userId, jobId, createdAt: now }).onConflictDoNothing();
    return [jobId, ...saved];
  });
}

/** Takes a job off the owner's list; one that is not on it is refused. Returns the ids afterwards. */
export async function removeBookmark(db: Db, owner: ListOwner, jobId: string): Promise<string[]> {
  if (!isUuid(jobId)) throw new BookmarkError('not-saved', m.notSaved);
  const removed = await db
    .delete(jobBookmarks)
    .where(and(eq(jobBookmarks.jobId, jobId), ownRows(db, owner)))
    .returning({ jobId: jobBookmarks.jobId });
  if (removed.length === 0) throw new BookmarkError('not-saved', m.notSaved);
  return savedJobIds(db, owner);
}

/** Empties the owner's list on the site (their lists on other sites stay). */
export async function removeAllBookmarks(db: Db, owner: ListOwner): Promise<string[]> {
  await db.delete(jobBookmarks).where(ownRows(db, owner));
  return [];
}

export type MergeOutcome = { jobIds: string[]; added: number; notKept: number };

/**
 * docs/product-decisions.md "Merkliste": the list a browser kept before sign-in joins the account's (planMerge:
 * no duplicates, jobs gone from the site left out, newest first up to the limit). The browser's order is kept:
 * its newest job becomes the list's newest.
 */
export async function mergeBookmarks(
  db: Db,
  owner: ListOwner,
  jobIds: readonly string[],
  now = new Date(),
): Promise<MergeOutcome> {
  const shown = await loadBookmarkedJobs(db, { regionId: owner.regionId, jobIds, now });
  const available = new Set(shown.filter(isShown).map((job) => job.jobId));
  return asOwner(db, owner, async (tx) => {
    const saved = await savedJobIds(tx, owner);
    const plan = planMerge({ saved, incoming: jobIds, available, limit: MAX_BOOKMARKS });
    if (plan.add.length)
      await tx
        .insert(jobBookmarks)
        .values(plan.add.map((jobId, i) => ({ userId: owner.userId, jobId, createdAt: new Date(now.getTime() - i) })))
        .onConflictDoNothing();
    return { jobIds: [...plan.add, ...saved], added: plan.add.length, notKept: plan.notKept };
  });
}
