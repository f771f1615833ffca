import 'server-only';
import type { TypedDocumentNode } from '@apollo/client';
import { type OperationVariables, serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  ARCHIVE_JOB_POSTINGS,
  DUPLICATE_JOB_POSTING,
  EMPLOYER_DASHBOARD,
  EXTEND_JOB_POSTING,
  JOB_MANAGER,
  JOB_EXTENSION_QUOTE,
  JOB_STATISTICS,
} from '@/lib/graphql/documents/job-manager';
import type { JobCharge, JobManagerQueryVariables } from '@/lib/graphql/generated/operations';

/** The job manager asks as the signed-in user (loadPageViewer), never anonymously. */
type Asker = { region: { id: string; DEFAULT_LOCALE: string }; userId: string };
const asUser = ({ region, userId }: Asker) => ({ region, locale: region.DEFAULT_LOCALE, userId });

/** The organization's jobs for one list address, with credits and slots; null when the user has none. */
export async function loadJobManager(asker: Asker, variables: JobManagerQueryVariables) {
  const { data, error } = await serverQuery(asUser(asker), { query: JOB_MANAGER, variables });
  if (error) throw error;
  return data?.jobManager ?? null;
}

/** A job's figures per day, or null when it is not the user's to see (or does not exist). */
export async function loadJobStatistics(asker: Asker, jobId: string, from?: string, to?: string) {
  const { data, error } = await serverQuery(asUser(asker), { query: JOB_STATISTICS, variables: { jobId, from, to } });
  if (error && !refused(error)) throw error;
  return data?.jobStatistics ?? null;
}

/** What extending a job would take and give now, or null when it is not the user's (or cannot be extended). */
export async function loadExtensionQuote(asker: Asker, jobId: string) {
  const { data, error } = await serverQuery(asUser(asker), { query: JOB_EXTENSION_QUOTE, variables: { jobId } });
  if (error && !refused(error)) throw error;
  return data?.jobExtensionQuote ?? null;
}

/** The employer's dashboard of the active organization; null when the user has none. */
export async function loadEmployerDashboard(asker: Asker) {
  const { data, error } = await serverQuery(asUser(asker), { query: EMPLOYER_DASHBOARD });
  if (error) throw error;
  return data?.employerDashboard ?? null;
}

const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);
const refused = (error: unknown) =>
  OperationError.is(error) && error.errors.every((e) => REFUSED.has(String(e.extensions?.code)));

/** A mutation's data, or the German message of its refusal (another organization's job, no such job …). */
async function mutate<TData, TVariables extends OperationVariables>(
  asker: Asker,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData } | { error: string }> {
  const result = await serverMutate(asUser(asker), { mutation, variables });
  if (result.error) {
    if (refused(result.error) && OperationError.is(result.error)) return { error: result.error.errors[0].message };
    throw result.error;
  }
  return { data: result.data as TData };
}

export const duplicateJob = (asker: Asker, id: string) => mutate(asker, DUPLICATE_JOB_POSTING, { id });
export const extendJob = (asker: Asker, id: string, expectedCharge: JobCharge) =>
  mutate(asker, EXTEND_JOB_POSTING, { id, expectedCharge });
export const archiveJobs = (asker: Asker, ids: string[]) => mutate(asker, ARCHIVE_JOB_POSTINGS, { ids });
