import { GraphQLScalarType, Kind } from 'graphql';
import { isCalendarDateTime, isSaneMoment } from '../forms/calendar-date';
import { apiError } from '../graphql/errors';
import { graphqlMessages } from '../graphql/messages';
import type { UploadSource } from '../storage/store-upload';

// The schema copies serialize/parseValue/parseLiteral from these objects onto its own scalar types.
const invalid = () => apiError('BAD_USER_INPUT', graphqlMessages.validation.invalid);

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw invalid();
  return date;
}

/** What a client sends: a real calendar day of a sane year (server/forms/calendar-date.ts), else a German 400. */
function inputDate(value: unknown): Date {
  const date = typeof value === 'string' && isCalendarDateTime(value) ? new Date(value) : value;
  if (!(date instanceof Date) || !isSaneMoment(date)) throw apiError('BAD_USER_INPUT', graphqlMessages.validation.date);
  return date;
}

/** ISO 8601 date-times; resolvers may return Date objects or ISO strings. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => inputDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw invalid();
    return inputDate(ast.value);
  },
});

/** A Web File from a multipart request; anything else (a string in JSON, a literal) is refused. */
export function isUploadSource(value: unknown): value is UploadSource {
  const file = value as Partial<UploadSource> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.name === 'string' &&
    typeof file.size === 'number' &&
    typeof file.stream === 'function'
  );
}

export const FileScalar = new GraphQLScalarType({
  name: 'File',
  serialize: () => {
    throw invalid();
  },
  parseValue: (value) => {
    if (!isUploadSource(value)) throw invalid();
    return value;
  },
  parseLiteral: () => {
    throw invalid();
  },
});
