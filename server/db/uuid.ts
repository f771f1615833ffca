const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from a path, query, form or token can be a row id: anything else would fail PostgreSQL's
 * uuid cast, so callers answer "not found" before asking the database.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
