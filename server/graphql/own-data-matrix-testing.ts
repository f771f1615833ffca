/**
 * The requests of the own-data operations (resume, account, applying, data rights, CV import, Merkliste) and of the
 * recruiter's resume operations (resume search, contact requests, resume alerts) for the authorization matrix test, one
 * builder per domain, and the clean-up after a case.
 */
import type { Db } from '../db/client';
import { accountRequest, afterAccountCase } from '../schema/account/account-matrix-testing';
import { afterKeptFileCase, keptFileRequest, privacyRequest } from '../schema/privacy/privacy-matrix-testing';
import { afterBookmarkCase, bookmarkRequest } from '../schema/bookmarks/matrix-requests-testing';
import { contactRequest } from '../schema/resume-contacts/contact-matrix-testing';
import { afterResumeAlertCase, resumeAlertRequest } from '../schema/resume-alerts/matrix-requests-testing';
import { resumeImportRequest } from '../schema/resume-import/matrix-requests-testing';
import { afterResumeCase, resumeRequest } from '../schema/resumes/matrix-requests-testing';
import { resumeSearchRequest } from '../schema/resume-search/matrix-requests-testing';
import type { Operation } from './authorization-matrix-operations';
import type { Target } from './authorization-matrix-types';
import { APPLY_REQUESTS } from './authorization-matrix-apply';
import type { Fixtures, FixtureUser } from './fixtures-testing';
import { jsonRequest, type RequestOptions } from './request-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };

/** The request of an own-data operation, or null for another area's operation. */
export async function ownDataRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  if (c.operation in APPLY_REQUESTS)
    return jsonRequest({ query: APPLY_REQUESTS[c.operation as keyof typeof APPLY_REQUESTS] }, c.options);
  return (
    privacyRequest(c.operation, c.options) ??
    resumeSearchRequest(c.operation, c.options) ??
    (await keptFileRequest(db, fx, c)) ??
    (await resumeRequest(db, fx, c)) ??
    (await resumeImportRequest(db, fx, c)) ??
    (await contactRequest(db, fx, c)) ??
    (await resumeAlertRequest(db, fx, c)) ??
    (await bookmarkRequest(db, fx, c)) ??
    (await accountRequest(db, c))
  );
}

export async function afterOwnDataCase(db: Db, fx: Fixtures, operation: Operation): Promise<void> {
  await afterAccountCase(db, fx, operation);
  await afterResumeAlertCase(db, fx, operation);
  await afterResumeCase(db, fx, operation);
  if (operation === 'deleteKeptFile') await afterKeptFileCase(db);
  await afterBookmarkCase(db, fx, operation);
}
