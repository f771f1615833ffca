import { ApolloLink } from '@apollo/client';
import type { InProcessInput, InProcessRequest } from '@/server/graphql/execute-in-process';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

export type { InProcessInput, InProcessRequest };

/** `executeInProcess`, or a stub over a small schema in tests. */
export type InProcessExecutor = (request: InProcessRequest, input: InProcessInput) => Promise<ExecutionResult>;

/** Errors as they would arrive over HTTP (plain JSON, no GraphQLError instances or stacks). */
function toWireResult(result: ExecutionResult): FormattedExecutionResult {
  const { errors, ...rest } = result;
  return errors ? { ...rest, errors: errors.map((error) => error.toJSON()) } : rest;
}

/**
 * Terminating link for Server Components: runs each operation in this process through the executor with
 * a fixed request input (no HTTP hop to itself). One link, and so one client, serves one input.
 */
export function createInProcessLink(execute: InProcessExecutor, input: InProcessInput): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let active = true;
        execute(
          { query: operation.query, variables: operation.variables, operationName: operation.operationName },
          input,
        ).then(
          (result) => {
            if (!active) return;
            observer.next(toWireResult(result));
            observer.complete();
          },
          (error: unknown) => {
            if (active) observer.error(error);
          },
        );
        return () => {
          active = false;
        };
      }),
  );
}
