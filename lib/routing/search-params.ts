/** A page's query as Next hands it over: a parameter given twice comes as an array. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; '' when it is missing (pages treat both alike). */
export function firstValue(value: string | string[] | undefined): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
}
