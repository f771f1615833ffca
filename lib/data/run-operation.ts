import type { ExecutionResult } from 'graphql';
import type { InProcessInput, InProcessRequest } from '@/server/graphql/execute-in-process';
import { OperationError } from './operation-error';

/** `executeInProcess`, or a stub over a small schema in tests. */
export type OperationExecutor = (request: InProcessRequest, input: InProcessInput) => Promise<ExecutionResult>;

/**
 * What a server-side caller gets: the data that resolved (undefined when none did) and, when something
 * failed, the error: an OperationError for the operation's GraphQL errors, or whatever stopped the executor
 * (a database that is down).
 */
export type OperationResult<TData> = { data: TData | undefined; error?: Error };

/** Runs one operation through the executor and shapes the answer for the data gate's callers. */
export async function runOperation<TData>(
  execute: OperationExecutor,
  request: InProcessRequest,
  input: InProcessInput,
): Promise<OperationResult<TData>> {
  let result: ExecutionResult;
  try {
    result = await execute(request, input);
  } catch (error) {
    return { data: undefined, error: error instanceof Error ? error : new Error(String(error)) };
  }
  const data = (result.data ?? undefined) as TData | undefined;
  if (!result.errors?.length) return { data };
  return { data, error: new OperationError(result.errors.map((error) => error.toJSON())) };
}
