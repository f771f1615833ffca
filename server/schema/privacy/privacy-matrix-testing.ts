import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';
import { storedFile } from '../../privacy/privacy-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };
const madeFiles: string[] = [];

/**
 * deleteKeptFile for one matrix case: a CV kept from the CV import of the caller (own), of the stranger
 * (another), or an id nothing has (nonexistent). Null for another operation.
 */
export async function keptFileRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  if (c.operation !== 'deleteKeptFile') return null;
  const owner = c.target === 'own' ? c.subject.id : fx.stranger.id;
  const id =
    c.target === 'nonexistent'
      ? randomUUID()
      : (await storedFile(db, { regionId: REGION, name: 'lebenslauf.pdf', purpose: 'resume_import' }, owner)).id;
  madeFiles.push(id);
  return jsonRequest({ query: 'mutation($id: ID!) { deleteKeptFile(id: $id) }', variables: { id } }, c.options);
}

/** The files a case left (another's, or one the caller may not delete) go with it. */
export async function afterKeptFileCase(db: Db): Promise<void> {
  if (madeFiles.length) await db.delete(files).where(inArray(files.id, madeFiles.splice(0)));
}

/** The matrix's requests for the data-rights operations; a link nobody was sent names no account. */
export function privacyRequest(operation: Operation, options: RequestOptions): Request | null {
  const token = randomBytes(32).toString('base64url');
  switch (operation) {
    case 'privacyOverview':
      return jsonRequest({ query: '{ privacyOverview { email erasureLinkMinutes keptRecords } }' }, options);
    case 'requestAccountErasure':
      return jsonRequest({ query: 'mutation { requestAccountErasure }' }, options);
    case 'accountErasureLink':
      return jsonRequest(
        { query: 'query($t: String!) { accountErasureLink(token: $t) }', variables: { t: token } },
        options,
      );
    case 'confirmAccountErasure':
      return jsonRequest(
        { query: 'mutation($t: String!) { confirmAccountErasure(token: $t) }', variables: { t: token } },
        options,
      );
    default:
      return null;
  }
}
