import { randomBytes } from 'node:crypto';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';

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
