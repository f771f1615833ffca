/** Facet path segments ↔ term values of the listing's clean URLs, built by the data gate from the term table. */
export type TermLookup = {
  byAlias(alias: string): { field: string; value: string } | undefined;
  aliasOf(field: string, value: string): string | undefined;
};
