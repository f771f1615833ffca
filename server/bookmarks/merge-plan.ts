/** What merging a browser's Merkliste into the account's does with each of its jobs. */
export type MergePlan = {
  /** Jobs to add, in the browser's order (newest first). */
  add: string[];
  /** Jobs the account had saved already: kept once, never twice. */
  alreadySaved: number;
  /** Jobs left out: no longer on the site, or past the limit. */
  notKept: number;
};

/**
 * docs/product-decisions.md "Merkliste": on sign-in the jobs a browser saved join the account's list. A job the
 * account has is not added again; a job the site no longer shows (`available` lacks it) is left out; the rest are
 * added newest first while the list has room. Pure, so every case is one row of a table (merge-plan.test.ts).
 */
export function planMerge(input: {
  saved: readonly string[];
  incoming: readonly string[];
  available: ReadonlySet<string>;
  limit: number;
}): MergePlan {
  const saved = new Set(input.saved);
  const seen = new Set<string>();
  const plan: MergePlan = { add: [], alreadySaved: 0, notKept: 0 };
  for (const id of input.incoming) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (saved.has(id)) plan.alreadySaved += 1;
    else if (!input.available.has(id) || saved.size + plan.add.length >= input.limit) plan.notKept += 1;
    else plan.add.push(id);
  }
  return plan;
}
