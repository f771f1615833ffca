import type { GraphQLError } from 'graphql';
// Yoga's factory, not `new GraphQLError`: it builds the error from the same graphql module Yoga checks with
// instanceof when masking (a second copy of graphql, ESM vs CJS, would get every message masked).
import { createGraphQLError, maskError, type YogaServerOptions } from 'graphql-yoga';
import { isStatementTimeout } from '../db/statement-timeout';
import { formatMessage, graphqlMessages } from './messages';

/** The extensions.code values of the contract (server/schema/base.graphql). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'SESSION_USER_GONE'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'WRONG_REGION'
  | 'REQUEST_ENTITY_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'READ_ONLY';

type ErrorOptions = { status?: number; headers?: Record<string, string>; extensions?: Record<string, unknown> };

/**
 * An error meant for the caller: its German message and code reach the client unmasked. `status` sets the
 * HTTP status of single (non-batched) requests for errors raised before execution (context, body limits).
 */
export function apiError(code: ErrorCode, message: string, options: ErrorOptions = {}): GraphQLError {
  const http = options.status || options.headers ? { http: { status: options.status, headers: options.headers } } : {};
  return createGraphQLError(message, { extensions: { code, ...options.extensions, ...http } });
}

const errors = graphqlMessages.errors;

export const badUserInput = (field: string, problem: string) =>
  apiError('BAD_USER_INPUT', formatMessage(errors.badUserInput, { field, problem }), { extensions: { field } });
export const unauthenticated = () => apiError('UNAUTHENTICATED', errors.unauthenticated);
export const forbidden = (message: string = errors.forbidden) => apiError('FORBIDDEN', message);
export const notFound = (message: string) => apiError('NOT_FOUND', message);

/** A GraphQL error with a code (raised by this code or by Yoga), by shape: graphql may be loaded twice. */
export function isApiError(error: unknown): error is GraphQLError {
  const candidate = error as Partial<GraphQLError> | null;
  return (
    error instanceof Error &&
    candidate?.name === 'GraphQLError' &&
    typeof (candidate.extensions as Record<string, unknown> | undefined)?.code === 'string'
  );
}

type MaskErrorFn = NonNullable<
  Exclude<YogaServerOptions<object, object>['maskedErrors'], boolean | undefined>['maskError']
>;

/**
 * Yoga's masking of unexpected errors, with one exception the caller should know: a statement that ran out
 * of its time limit (server/db/statement-timeout.ts) is a German 503 "busy, try again", not the generic
 * message of a 500.
 */
export const maskUnexpectedError: MaskErrorFn = (error, message, isDev) => {
  const original = (error as { originalError?: unknown }).originalError ?? error;
  if (isStatementTimeout(original))
    return apiError('SERVICE_UNAVAILABLE', errors.busy, { status: 503, headers: { 'Retry-After': '5' } });
  return maskError(error, message, isDev);
};
