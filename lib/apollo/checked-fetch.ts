import { ServerError, ServerParseError } from '@apollo/client/errors';

/** docs/product.md §8: a batch answered with a different number of results than it had operations. */
export class BatchLengthError extends Error {
  readonly result: unknown[];
  constructor(received: unknown[], expected: number) {
    super(`server returned results with length ${received.length}, expected length ${expected}`);
    this.name = 'BatchLengthError';
    this.result = received;
  }
}

/** docs/product.md §8 message for a response without a usable body. */
export const MISSING_RESPONSE_MESSAGE = 'Server response was missing for query';

const isResult = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('data' in value || 'errors' in value);

/** How many operations a request body carries: the length of a batch, 1 for a single one, null if unknown. */
function countOperations(body: BodyInit | null | undefined): number | null {
  if (typeof body !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return Array.isArray(parsed) ? parsed.length : 1;
  } catch {
    return null;
  }
}

/**
 * A `fetch` for Apollo's HTTP links that enforces the docs/product.md §8 error catalogue before Apollo parses the
 * response; a failure thrown here reaches every operation waiting on the request (Apollo's batcher
 * hands a fetch error to all of them). What it changes against Apollo 4's own checks:
 * - status ≥ 300 is always 'Response not successful: Received status code N' (Apollo 4 parses
 *   `application/graphql-response+json` error bodies of 4xx/5xx as GraphQL errors instead);
 * - an empty body, `null`, or a result with neither `data` nor `errors` is
 *   'Server response was missing for query' (Apollo 4: a parse error, a TypeError, 'malformed', or
 *   nothing at all for such an item inside a batch);
 * - a result count other than the operation count uses the docs/product.md §8 wording (Apollo 4 says 'expected length
 *   of').
 * An unparsable body stays Apollo's `ServerParseError`. Aborts pass through untouched (the fetch rejects
 * with an AbortError, which the abort link keeps silent).
 */
export function createCheckedFetch(baseFetch?: typeof fetch): typeof fetch {
  return async (input, init) => {
    // Resolve the global at call time, as Apollo does, so a fetch patched later (Next.js) is used.
    const response = await (baseFetch ?? globalThis.fetch)(input, init);
    const bodyText = await response.text();
    if (response.status >= 300) {
      throw new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText });
    }
    if (bodyText.trim() === '') throw new ServerError(MISSING_RESPONSE_MESSAGE, { response, bodyText });
    let parsed: unknown;
    try {
      parsed = JSON.parse(bodyText);
    } catch (error) {
      throw new ServerParseError(error, { response, bodyText });
    }
    const results = Array.isArray(parsed) ? parsed : [parsed];
    if (!results.every(isResult)) throw new ServerError(MISSING_RESPONSE_MESSAGE, { response, bodyText });
    const expected = countOperations(init?.body);
    if (expected !== null && results.length !== expected) throw new BatchLengthError(results, expected);
    // The body was read above; hand Apollo an unread copy.
    return new Response(bodyText, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
