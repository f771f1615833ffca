/**
 * How many jobs one Merkliste holds, per user and site, and in a browser's own list before sign-in: enough to
 * compare the jobs of a long search, few enough that one statement and one page show them all
 * (docs/product-decisions.md "Merkliste"). A plain value: the browser's list keeps the same bound (lib/contract.ts).
 */
export const MAX_BOOKMARKS = 100;
