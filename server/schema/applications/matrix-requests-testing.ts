/**
 * The inbox operations' requests of the authorization matrix (server/graphql/authorization-matrix.test.ts):
 * a fresh application per case, to a job of the target organization, or a random id when nonexistent.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { REGION } from '../../graphql/environment-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';
import { inboxApplication, inboxJob } from '../../applications/inbox/inbox-testing';

const QUERIES = {
  jobApplication: 'query($id: ID!) { jobApplication(id: $id) { id notes { body } attachments { url } } }',
  setApplicationStatus: 'mutation($id: ID!) { setApplicationStatus(id: $id, status: in_review) { id status } }',
  addApplicationNote: 'mutation($id: ID!) { addApplicationNote(id: $id, body: "Matrix") { id } }',
} as const;

export const INBOX_OPERATIONS = ['applicationInbox', ...(Object.keys(QUERIES) as Array<keyof typeof QUERIES>)];

/** Jobs made for the matrix, per organization (removed with the fixtures' organizations). */
const jobsOf = new Map<string, Promise<string>>();

/**
 * The request of an inbox operation; `organizationId` is the target organization (own or another's), or null
 * for a target that does not exist.
 */
export async function inboxRequest(
  db: Db,
  operation: string,
  organizationId: string | null,
  options: RequestOptions,
): Promise<Request> {
  if (operation === 'applicationInbox')
    return jsonRequest(
      {
        query: 'query($o: ID) { applicationInbox(filter: { organizationId: $o }) { organizationId total } }',
        variables: { o: organizationId ?? randomUUID() },
      },
      options,
    );
  let id: string = randomUUID();
  if (organizationId) {
    if (!jobsOf.has(organizationId)) jobsOf.set(organizationId, inboxJob(db, REGION, organizationId, 'Matrix-Stelle'));
    const jobId = await jobsOf.get(organizationId)!;
    id = (await inboxApplication(db, { regionId: REGION, jobId, withFile: false })).id;
  }
  return jsonRequest({ query: QUERIES[operation as keyof typeof QUERIES], variables: { id } }, options);
}
