import 'server-only';
import { serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  ADD_APPLICATION_NOTE,
  APPLICATION_INBOX,
  JOB_APPLICATION,
  SET_APPLICATION_STATUS,
} from '@/lib/graphql/documents/applications';
import { APPLICATION_PREFILL, MY_APPLICATIONS } from '@/lib/graphql/documents/my-applications';
import type { ApplicationStatus } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';

/** The inbox and an applicant's own pages ask as the signed-in user (loadPageViewer), never anonymously. */
function asUser(region: Pick<Region, 'id' | 'DEFAULT_LOCALE'>, userId: string) {
  return { region, locale: region.DEFAULT_LOCALE, userId };
}

/** The inbox's page size. */
export const INBOX_PAGE_SIZE = 20;

export type InboxFilter = { jobId?: string; status?: ApplicationStatus };

/** One page of the active organization's applications; null when the user has no organization here. */
export async function loadApplicationInbox(region: Region, userId: string, filter: InboxFilter, page: number) {
  const { data, error } = await serverQuery(asUser(region, userId), {
    query: APPLICATION_INBOX,
    variables: { filter, limit: INBOX_PAGE_SIZE, offset: page * INBOX_PAGE_SIZE },
  });
  if (error) throw error;
  return data?.applicationInbox ?? null;
}

const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);
const refused = (error: unknown) =>
  OperationError.is(error) && error.errors.every((e) => REFUSED.has(String(e.extensions?.code)));

/** The application, or null when it does not exist or is not the user's organization's (the same notice). */
export async function loadJobApplication(region: Pick<Region, 'id' | 'DEFAULT_LOCALE'>, userId: string, id: string) {
  const { data, error } = await serverQuery(asUser(region, userId), { query: JOB_APPLICATION, variables: { id } });
  if (error && !refused(error)) throw error;
  return data?.jobApplication ?? null;
}

/** A refusal's German message (the API's), or null when it worked. */
export type MutationOutcome = { error: string | null };

function outcomeOf(error: unknown): MutationOutcome {
  if (!error) return { error: null };
  if (OperationError.is(error)) return { error: error.errors[0]?.message ?? String(error) };
  throw error;
}

export async function setApplicationStatus(
  region: Region,
  userId: string,
  input: { id: string; status: ApplicationStatus; mail: { subject: string; body: string } | null },
): Promise<MutationOutcome> {
  const { error } = await serverMutate(asUser(region, userId), {
    mutation: SET_APPLICATION_STATUS,
    variables: input,
  });
  return outcomeOf(error);
}

export async function addApplicationNote(
  region: Region,
  userId: string,
  input: { id: string; body: string },
): Promise<MutationOutcome> {
  const { error } = await serverMutate(asUser(region, userId), {
    mutation: ADD_APPLICATION_NOTE,
    variables: input,
  });
  return outcomeOf(error);
}

/** "Meine Bewerbungen"'s page size. */
export const MY_APPLICATIONS_PAGE_SIZE = 20;

/** One page (zero-based) of the signed-in user's own applications on this site, newest first. */
export async function loadMyApplications(region: Pick<Region, 'id' | 'DEFAULT_LOCALE'>, userId: string, page: number) {
  const { data, error } = await serverQuery(asUser(region, userId), {
    query: MY_APPLICATIONS,
    // A page number from the address beyond the API's largest offset (10,000) reads as the last one it allows.
    variables: { limit: MY_APPLICATIONS_PAGE_SIZE, offset: Math.min(page * MY_APPLICATIONS_PAGE_SIZE, 10_000) },
  });
  if (error) throw error;
  return data!.myApplications;
}

/**
 * What the apply form is filled in with for the signed-in user, and when they last applied to the job (asked per
 * user, never part of the job page).
 */
export async function loadApplicationPrefill(
  region: Pick<Region, 'id' | 'DEFAULT_LOCALE'>,
  userId: string,
  jobId: string,
) {
  const { data, error } = await serverQuery(asUser(region, userId), {
    query: APPLICATION_PREFILL,
    variables: { jobId },
  });
  if (error) throw error;
  return data!.applicationPrefill;
}

/**
 * docs/product.md §5: what an application's files may weigh together; the form checks it before sending
 * (attachment-size-check.tsx).
 */
export { MAX_UPLOAD_BYTES as APPLICATION_FILES_MAX_BYTES } from '@/server/db/schema/files';
