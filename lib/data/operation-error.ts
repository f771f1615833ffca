import type { GraphQLFormattedError } from 'graphql';

/** Marks the class across bundles: the proxy and the pages each load their own copy of this module. */
const BRAND = Symbol.for('regional-jobboard.operation-error');

/**
 * The GraphQL errors of one server-side operation, as they would arrive over HTTP (plain JSON, no stacks):
 * the message and code each resolver chose, the field it names in `extensions.field`. Data the operation
 * did resolve comes beside it (docs/product.md §8: partial data with errors reaches the caller).
 */
export class OperationError extends Error {
  readonly errors: readonly GraphQLFormattedError[];
  readonly [BRAND] = true;

  constructor(errors: readonly GraphQLFormattedError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'OperationError';
    this.errors = errors;
  }

  static is(error: unknown): error is OperationError {
    return typeof error === 'object' && error !== null && BRAND in error;
  }
}
