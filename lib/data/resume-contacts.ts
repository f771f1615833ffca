import 'server-only';
import { serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  DECIDE_RESUME_CONTACT_REQUEST,
  MY_RESUME_CONTACT_REQUESTS,
  RECRUITER_RESUME,
  REQUEST_RESUME_CONTACT,
  SENT_RESUME_CONTACT_REQUESTS,
} from '@/lib/graphql/documents/resume-contacts';
import type {
  RecruiterResumeQuery,
  ResumeContactDecision,
  ResumeContactRequestFieldsFragment,
} from '@/lib/graphql/generated/operations';

/** Contact requests are always asked as a signed-in user (loadPageViewer), never anonymously. */
export type ContactAudience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string };
const asUser = ({ region, userId }: ContactAudience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

/** Results of in-process operations become plain objects (graphql-js's null prototypes). */
const plain = <T>(value: T): T => structuredClone(value);

export type RecruiterResumeView = RecruiterResumeQuery['recruiterResume'];
export type ContactRequestView = ResumeContactRequestFieldsFragment;
export type ContactProblem = { field: string; message: string };

/** The API's refusal code, for the page to say why there is nothing to show. */
function codeOf(error: unknown): string {
  if (!OperationError.is(error)) throw error;
  return String(error.errors[0]?.extensions?.code ?? 'FAILED');
}

/** One resume as the recruiter may see it; 'missing' when unknown, 'refused' when not theirs to see. */
export async function loadRecruiterResume(
  audience: ContactAudience,
  id: string,
): Promise<RecruiterResumeView | 'missing' | 'refused'> {
  const { data, error } = await serverQuery(asUser(audience), { query: RECRUITER_RESUME, variables: { id } });
  if (!error) return plain(data!.recruiterResume);
  const code = codeOf(error);
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? 'missing' : 'refused';
}

/** Sends a contact request; the problems (next to `message`, or about the request) when refused. */
export async function requestResumeContact(
  audience: ContactAudience,
  resumeId: string,
  message: string,
): Promise<ContactProblem[]> {
  const { data, error } = await serverMutate(asUser(audience), {
    mutation: REQUEST_RESUME_CONTACT,
    variables: { resumeId, message },
  });
  if (error) {
    if (!OperationError.is(error)) throw error;
    return error.errors.map((e) => ({ field: 'resumeId', message: e.message }));
  }
  return plain(data!.requestResumeContact.errors);
}

/** The candidate's received requests on this site, newest first. */
export async function loadMyContactRequests(audience: ContactAudience): Promise<ContactRequestView[]> {
  const { data, error } = await serverQuery(asUser(audience), { query: MY_RESUME_CONTACT_REQUESTS });
  if (error) throw error;
  return plain(data!.myResumeContactRequests);
}

/** Requests a page of the recruiter's list shows (the API allows at most 100 a call). */
export const SENT_REQUESTS_PAGE = 50;

/**
 * The requests the recruiter's organizations sent on this site, newest first, one page; `more` when another
 * page follows (one extra row is asked for to know).
 */
export async function loadSentContactRequests(
  audience: ContactAudience,
  page: number,
): Promise<{ requests: ContactRequestView[]; more: boolean }> {
  const { data, error } = await serverQuery(asUser(audience), {
    query: SENT_RESUME_CONTACT_REQUESTS,
    variables: { limit: SENT_REQUESTS_PAGE + 1, offset: (page - 1) * SENT_REQUESTS_PAGE },
  });
  if (error) throw error;
  const rows = plain(data!.sentResumeContactRequests);
  return { requests: rows.slice(0, SENT_REQUESTS_PAGE), more: rows.length > SENT_REQUESTS_PAGE };
}

/** The candidate's answer; false when the request has changed meanwhile (or is not theirs). */
export async function decideContactRequest(
  audience: ContactAudience,
  id: string,
  decision: ResumeContactDecision,
): Promise<boolean> {
  const { error } = await serverMutate(asUser(audience), {
    mutation: DECIDE_RESUME_CONTACT_REQUEST,
    variables: { id, decision },
  });
  if (error && !OperationError.is(error)) throw error;
  return !error;
}

/** The longest message a recruiter may write (the API's limit, shown in the form's hint). */
export { CONTACT_MESSAGE_MAX } from '@/server/resume-contacts/contact-messages';
