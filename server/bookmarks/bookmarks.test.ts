// @module-tag postgres
// The Merkliste's rules against the real database (docs/product-decisions.md "Merkliste"): one row per user and
// job, at most MAX_BOOKMARKS per user and site (also when saves race), jobs that went offline kept and said so,
// the browser's list merged without duplicates, and every row gone with the account.
import { OTHER_REGION, REGION, useGraphQLFixtures } from '../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobBookmarks, jobs } from '../db/schema';
import { eraseAccount } from '../privacy/erase-account';
import { getStorage } from '../storage/process-storage';
import { MAX_BOOKMARKS } from './bookmark-limits';
import { bookmarkJob } from './bookmark-testing';
import {
  type BookmarkError,
  listBookmarks,
  mergeBookmarks,
  removeAllBookmarks,
  removeBookmark,
  saveBookmark,
  savedJobIds,
} from './bookmarks';

const state = useGraphQLFixtures();
const job: Record<'open' | 'other' | 'ended' | 'expired' | 'draft' | 'foreign', string> = {
  open: '',
  other: '',
  ended: '',
  expired: '',
  draft: '',
  foreign: '',
};
const me = () => ({ userId: state.fx.applicant.id, regionId: REGION });
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: BookmarkError) => error.reason,
  );

beforeAll(async () => {
  const { db, fx } = state;
  const organizationId = fx.strangerOrganization;
  job.open = await bookmarkJob(db, { regionId: REGION, organizationId, title: 'Gärtnerin', locationLabel: 'Fürth' });
  job.other = await bookmarkJob(db, { regionId: REGION, organizationId, organizationAssignment: 'Gasthaus Post' });
  job.ended = await bookmarkJob(db, { regionId: REGION, organizationId, title: 'Koch', state: 'archived' });
  job.expired = await bookmarkJob(db, { regionId: REGION, organizationId, title: 'Bäcker', expiresInDays: -1 });
  job.draft = await bookmarkJob(db, { regionId: REGION, organizationId, state: 'draft', publishedDaysAgo: null });
  job.foreign = await bookmarkJob(db, { regionId: OTHER_REGION, organizationId: state.fx.foreignOrganization });
});

beforeEach(async () => {
  await state.db.delete(jobBookmarks).where(eq(jobBookmarks.userId, state.fx.applicant.id));
});

describe('saving', () => {
  it('saves a job of the site once, newest first', async () => {
    expect(await saveBookmark(state.db, me(), job.open)).toEqual([job.open]);
    expect(await saveBookmark(state.db, me(), job.other)).toEqual([job.other, job.open]);
    expect(await saveBookmark(state.db, me(), job.open)).toEqual([job.other, job.open]);
    const rows = await state.db.select().from(jobBookmarks).where(eq(jobBookmarks.userId, state.fx.applicant.id));
    expect(rows).toHaveLength(2);
  });

  it('takes a job that ended (its page still answers) but none the site does not show', async () => {
    expect(await saveBookmark(state.db, me(), job.ended)).toEqual([job.ended]);
    expect(await refusal(saveBookmark(state.db, me(), job.draft))).toBe('unknown-job');
    expect(await refusal(saveBookmark(state.db, me(), job.foreign))).toBe('unknown-job');
    expect(await refusal(saveBookmark(state.db, me(), randomUUID()))).toBe('unknown-job');
  });

  it(`holds at most ${MAX_BOOKMARKS} jobs per user and site, also when saves race`, async () => {
    const { db, fx } = state;
    const many = await db
      .insert(jobs)
      .values(
        Array.from({ length: MAX_BOOKMARKS + 2 }, (_, i) => ({
          regionId: REGION,
          organizationId: fx.strangerOrganization,
          title: `Stelle ${i}`,
          state: 'published' as const,
          publishedAt: new Date(Date.now() - 86_400_000),
        })),
      )
      .returning({ id: jobs.id });
    const ids = many.map((row) => row.id);
    await db
      .insert(jobBookmarks)
      .values(ids.slice(0, MAX_BOOKMARKS - 1).map((jobId) => ({ userId: me().userId, jobId })));
    // The other site's list does not count here.
    await db.insert(jobBookmarks).values({ userId: me().userId, jobId: job.foreign });
    const raced = await Promise.all(ids.slice(MAX_BOOKMARKS - 1).map((id) => refusal(saveBookmark(db, me(), id))));
    expect(raced.sort()).toEqual(['full', 'full', null].sort());
    expect(await savedJobIds(db, me())).toHaveLength(MAX_BOOKMARKS);
    // Full, a job already saved is still "saved": nothing changes.
    expect(await saveBookmark(db, me(), ids[0])).toHaveLength(MAX_BOOKMARKS);
    await db.delete(jobs).where(inArray(jobs.id, ids));
  });
});

describe('the list', () => {
  it('shows every saved job newest first, with what happened to those that went offline', async () => {
    const { db } = state;
    for (const id of [job.open, job.other, job.ended, job.expired]) await saveBookmark(db, me(), id);
    // Taken back to a draft after it was saved: the list no longer tells what it was.
    await db.insert(jobBookmarks).values({ userId: me().userId, jobId: job.draft });
    const list = await listBookmarks(db, me());
    expect(list.map((b) => b.job)).toEqual([
      { jobId: job.draft, title: null, organizationName: null, locationLabel: null, online: false },
      {
        jobId: job.expired,
        title: 'Bäcker',
        organizationName: expect.any(String),
        locationLabel: 'Nürnberg',
        online: false,
      },
      {
        jobId: job.ended,
        title: 'Koch',
        organizationName: expect.any(String),
        locationLabel: 'Nürnberg',
        online: false,
      },
      {
        jobId: job.other,
        title: 'Merkliste-Stelle',
        organizationName: 'Gasthaus Post',
        locationLabel: 'Nürnberg',
        online: true,
      },
      {
        jobId: job.open,
        title: 'Gärtnerin',
        organizationName: expect.any(String),
        locationLabel: 'Fürth',
        online: true,
      },
    ]);
    expect(list[0].savedAt).toBeInstanceOf(Date);
  });

  it('loses a job that is deleted', async () => {
    const { db, fx } = state;
    const doomed = await bookmarkJob(db, { regionId: REGION, organizationId: fx.strangerOrganization });
    await saveBookmark(db, me(), doomed);
    await db.delete(jobs).where(eq(jobs.id, doomed));
    expect(await savedJobIds(db, me())).toEqual([]);
  });
});

describe('removing', () => {
  it("removes one job of the owner's list, never another user's", async () => {
    const { db, fx } = state;
    const stranger = { userId: fx.stranger.id, regionId: REGION };
    await saveBookmark(db, me(), job.open);
    await saveBookmark(db, me(), job.other);
    await saveBookmark(db, stranger, job.ended);
    expect(await removeBookmark(db, me(), job.open)).toEqual([job.other]);
    expect(await refusal(removeBookmark(db, me(), job.open))).toBe('not-saved');
    expect(await refusal(removeBookmark(db, me(), job.ended))).toBe('not-saved');
    expect(await refusal(removeBookmark(db, me(), 'kein-job'))).toBe('not-saved');
    expect(await savedJobIds(db, stranger)).toEqual([job.ended]);
    await removeAllBookmarks(db, stranger);
  });

  it("empties the owner's list on this site only", async () => {
    const { db } = state;
    await saveBookmark(db, me(), job.open);
    await db.insert(jobBookmarks).values({ userId: me().userId, jobId: job.foreign });
    expect(await removeAllBookmarks(db, me())).toEqual([]);
    expect(await savedJobIds(db, me())).toEqual([]);
    expect(await savedJobIds(db, { ...me(), regionId: OTHER_REGION })).toEqual([job.foreign]);
  });
});

describe('merging the browser’s list on sign-in', () => {
  it('adds the new jobs in the browser’s order before the saved ones, without duplicates', async () => {
    const { db } = state;
    await saveBookmark(db, me(), job.ended);
    const outcome = await mergeBookmarks(db, me(), [job.open, job.ended, job.other, job.open]);
    expect(outcome).toEqual({ jobIds: [job.open, job.other, job.ended], added: 2, notKept: 0 });
    expect(await savedJobIds(db, me())).toEqual([job.open, job.other, job.ended]);
  });

  it('leaves out jobs the site does not show', async () => {
    const outcome = await mergeBookmarks(state.db, me(), [job.draft, job.foreign, randomUUID(), job.expired]);
    expect(outcome).toEqual({ jobIds: [job.expired], added: 1, notKept: 3 });
  });
});

describe('erasing the account', () => {
  it('takes the Merkliste with it', async () => {
    const { db, fx } = state;
    const doomed = { userId: fx.doomed.id, regionId: REGION };
    await saveBookmark(db, doomed, job.open);
    await db.insert(jobBookmarks).values({ userId: fx.doomed.id, jobId: job.foreign });
    expect(await eraseAccount(db, getStorage(), fx.doomed.id)).toBe(true);
    expect(await db.select().from(jobBookmarks).where(eq(jobBookmarks.userId, fx.doomed.id))).toEqual([]);
  });
});
