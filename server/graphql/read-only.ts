import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isReadOnly, READ_ONLY_CODE, READ_ONLY_RETRY_AFTER_SECONDS, readOnlyNotice } from '../maintenance/read-only';
import type { GraphQLContext } from './context';
import { apiError } from './errors';

/**
 * READ_ONLY_MODE at the GraphQL gate (server/maintenance/read-only.ts): every mutation of a read-only site is
 * refused before any resolver runs, over HTTP and in-process alike; queries are answered as always.
 */
export function useReadOnlyMode(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Partial<GraphQLContext>;
      if (!isReadOnly(context.region)) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      setResultAndStopExecution({
        errors: [
          apiError(READ_ONLY_CODE, readOnlyNotice, {
            status: 503,
            headers: { 'Retry-After': String(READ_ONLY_RETRY_AFTER_SECONDS) },
          }),
        ],
      });
    },
  };
}
