import { Kind, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { apiError } from './errors';
import { graphqlMessages } from './messages';
import { MAX_OPERATION_TOKENS } from './request-cost';

/** Whether the operation a request's params select is a subscription; what cannot be parsed is left to Yoga. */
function isSubscription(params: { query?: unknown; operationName?: unknown }): boolean {
  if (typeof params?.query !== 'string') return false;
  try {
    const document = parse(params.query, { noLocation: true, maxTokens: MAX_OPERATION_TOKENS });
    const name = typeof params.operationName === 'string' ? params.operationName : undefined;
    return document.definitions.some(
      (d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription' && (!name || d.name?.value === name),
    );
  } catch {
    return false;
  }
}

/**
 * A subscription streams its events over server-sent events and needs the response to itself: inside a
 * docs/product.md §7 batch Yoga would answer it with an empty object. Such a batch is refused with a 400 before
 * anything runs.
 */
export function useNoSubscriptionsInBatches(): Plugin {
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (Array.isArray(requestParserResult) && requestParserResult.some(isSubscription)) {
            throw apiError('BAD_REQUEST', graphqlMessages.errors.subscriptionInBatch, { status: 400 });
          }
        },
      };
    },
  };
}
