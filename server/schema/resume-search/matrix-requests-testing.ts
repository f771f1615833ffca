/** The resume search in the authorization matrix: its request (a search with every part). */
import type { Operation } from '../../graphql/authorization-matrix-operations';
import { RESUME_SEARCH_OPERATIONS } from '../../graphql/authorization-matrix-resume-search';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';

const SEARCH = `query($payload: ResumeSearchPayload!) { searchResumes(payload: $payload) {
  total hits { id title desiredLocation } facets { field values { value count } } } }`;
const PAYLOAD = {
  keys: 'Pflege',
  place: { lat: 47.8561, lon: 12.1289, radiusKm: 30 },
  filters: [{ field: 'language', values: ['6001'] }],
};

/** The request for the resume search, or null for another operation. */
export function resumeSearchRequest(operation: Operation, options: RequestOptions): Request | null {
  if (!(RESUME_SEARCH_OPERATIONS as readonly string[]).includes(operation)) return null;
  return jsonRequest({ query: SEARCH, variables: { payload: PAYLOAD } }, options);
}
