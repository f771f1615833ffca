// docs/product-decisions.md "Merkliste": a browser's saved jobs join the account's list on sign-in, without
// duplicates, in the browser's order, up to the limit; jobs gone from the site are left out.
import { describe, expect, it } from 'vitest';
import { type MergePlan, planMerge } from './merge-plan';

type Row = {
  name: string;
  saved: string[];
  incoming: string[];
  /** Jobs the site shows; every job named in the row unless given. */
  available?: string[];
  limit?: number;
  plan: MergePlan;
};

const ROWS: Row[] = [
  { name: 'nothing to merge', saved: ['a'], incoming: [], plan: { add: [], alreadySaved: 0, notKept: 0 } },
  {
    name: 'an empty account takes the whole list, in order',
    saved: [],
    incoming: ['c', 'b', 'a'],
    plan: { add: ['c', 'b', 'a'], alreadySaved: 0, notKept: 0 },
  },
  {
    name: 'a job the account has is not added twice',
    saved: ['b'],
    incoming: ['c', 'b', 'a'],
    plan: { add: ['c', 'a'], alreadySaved: 1, notKept: 0 },
  },
  {
    name: 'the same job twice in the browser is one job',
    saved: [],
    incoming: ['a', 'a', 'b', 'a'],
    plan: { add: ['a', 'b'], alreadySaved: 0, notKept: 0 },
  },
  {
    name: 'everything saved already',
    saved: ['a', 'b'],
    incoming: ['b', 'a'],
    plan: { add: [], alreadySaved: 2, notKept: 0 },
  },
  {
    name: 'a job gone from the site is left out',
    saved: [],
    incoming: ['a', 'gone', 'b'],
    available: ['a', 'b'],
    plan: { add: ['a', 'b'], alreadySaved: 0, notKept: 1 },
  },
  {
    name: 'the newest fill the room under the limit, the rest stay out',
    saved: ['x', 'y'],
    incoming: ['c', 'b', 'a'],
    limit: 4,
    plan: { add: ['c', 'b'], alreadySaved: 0, notKept: 1 },
  },
  {
    name: 'a full account adds nothing but keeps what it has',
    saved: ['x', 'y'],
    incoming: ['y', 'a'],
    limit: 2,
    plan: { add: [], alreadySaved: 1, notKept: 1 },
  },
  {
    name: 'a job gone from the site takes no room',
    saved: ['x'],
    incoming: ['gone', 'a'],
    available: ['x', 'a'],
    limit: 2,
    plan: { add: ['a'], alreadySaved: 0, notKept: 1 },
  },
];

describe('planMerge', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const available = new Set(row.available ?? [...row.saved, ...row.incoming]);
    expect(planMerge({ saved: row.saved, incoming: row.incoming, available, limit: row.limit ?? 100 })).toEqual(
      row.plan,
    );
  });
});
