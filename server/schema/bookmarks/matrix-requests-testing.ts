/**
 * The Merkliste operations in the authorization matrix: their requests and targets. One open job of the
 * stranger's organization serves every case: "own" puts it on the caller's list first, "another" on the
 * stranger's list only, "nonexistent" names a random id. After each case the fixture users' lists are empty.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobBookmarks } from '../../db/schema';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { BOOKMARK_OPERATIONS } from '../../graphql/authorization-matrix-bookmarks';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';
import { bookmarkJob } from '../../bookmarks/bookmark-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };
type BookmarkOperation = (typeof BOOKMARK_OPERATIONS)[number];

const QUERIES: Record<BookmarkOperation, string> = {
  myBookmarks: '{ myBookmarks { limit items { savedAt job { jobId title online } } } }',
  bookmarkedJobs: 'query($ids: [ID!]!) { bookmarkedJobs(jobIds: $ids) { jobId title online } }',
  saveBookmark: 'mutation($id: ID!) { saveBookmark(jobId: $id) { jobIds } }',
  removeBookmark: 'mutation($id: ID!) { removeBookmark(jobId: $id) { jobIds } }',
  removeAllBookmarks: 'mutation { removeAllBookmarks { jobIds } }',
  mergeBookmarks: 'mutation($ids: [ID!]!) { mergeBookmarks(jobIds: $ids) { jobIds added notKept } }',
};

const isBookmarkOperation = (operation: Operation): operation is BookmarkOperation =>
  (BOOKMARK_OPERATIONS as readonly string[]).includes(operation);

/** The open job of the matrix's cases, made once per fixture set. */
const openJobs = new WeakMap<Fixtures, Promise<string>>();
function openJobOf(db: Db, fx: Fixtures): Promise<string> {
  let job = openJobs.get(fx);
  if (!job) {
    job = bookmarkJob(db, { regionId: REGION, organizationId: fx.strangerOrganization });
    openJobs.set(fx, job);
  }
  return job;
}

/** The request for a Merkliste operation, or null for another area's operation. */
export async function bookmarkRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  if (!isBookmarkOperation(c.operation)) return null;
  const job = await openJobOf(db, fx);
  if (!c.target)
    return jsonRequest({ query: QUERIES[c.operation], variables: { ids: [job, randomUUID()] } }, c.options);
  if (c.target === 'nonexistent')
    return jsonRequest({ query: QUERIES[c.operation], variables: { id: randomUUID() } }, c.options);
  const owner = c.target === 'own' ? c.subject : fx.stranger;
  await db.insert(jobBookmarks).values({ userId: owner.id, jobId: job }).onConflictDoNothing();
  return jsonRequest({ query: QUERIES[c.operation], variables: { id: job } }, c.options);
}

/** After a Merkliste case: the lists of every fixture user empty again. */
export async function afterBookmarkCase(db: Db, fx: Fixtures, operation: Operation): Promise<void> {
  if (!isBookmarkOperation(operation)) return;
  const ids = [fx.applicant, fx.recruiter, fx.administrator, fx.site_admin, fx.job_editor, fx.stranger].map(
    (u) => u.id,
  );
  await db.delete(jobBookmarks).where(inArray(jobBookmarks.userId, ids));
}
