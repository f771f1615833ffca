import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

const isAbortError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * What an aborted operation ends with: no data and no error. Apollo's client needs one value before
 * completion (it reports "The link chain completed without emitting a value" otherwise), so the caller
 * sees `{ data: undefined }`; never completing (Apollo 3.7 and earlier) would leave `client.query`
 * pending forever and make later identical queries join the dead request through deduplication.
 * In development Apollo warns "Missing field … while writing result {}" when a cache-first query ends
 * this way; the cache is left as it was.
 */
const ABORTED_RESULT: ApolloLink.Result = {};

/**
 * docs/product.md §8: aborted requests are silent. A caller aborts with `context.fetchOptions.signal`; this link takes
 * the signal out of the context and, on abort, unsubscribes the operation from the link below and ends
 * it with an empty result instead of an error. Without it Apollo 4 would (a) hand an AbortError to the
 * caller and (b) use the first operation's signal for the whole batched fetch, aborting the other
 * callers' operations too. Unsubscribing instead takes just this operation out of its batch; the HTTP
 * request is cancelled only when no operation still waits on it. An AbortError coming up from below
 * (a fetch cancelled by the browser) ends the same way. Unsubscribing (a component unmounting, useQuery
 * changing variables) was already silent in Apollo 4 and stays so.
 */
export function createAbortLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { fetchOptions } = operation.getContext();
    const signal: AbortSignal | undefined = fetchOptions?.signal ?? undefined;
    if (signal) {
      const { signal: _taken, ...rest } = fetchOptions as RequestInit;
      // Undefined rather than {} keeps the batch key equal to that of operations without options.
      operation.setContext({ fetchOptions: Object.keys(rest).length ? rest : undefined });
    }
    return new Observable<ApolloLink.Result>((observer) => {
      const endSilently = () => {
        observer.next(ABORTED_RESULT);
        observer.complete();
      };
      if (signal?.aborted) {
        endSilently();
        return;
      }
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => (isAbortError(error) ? endSilently() : observer.error(error)),
        complete: () => observer.complete(),
      });
      const onAbort = () => {
        subscription.unsubscribe();
        endSilently();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      return () => {
        signal?.removeEventListener('abort', onAbort);
        subscription.unsubscribe();
      };
    });
  });
}
