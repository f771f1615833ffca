// The browser's own Merkliste before sign-in: what a stored value reads as, and saving and removing in it.
import { describe, expect, it } from 'vitest';
import { MAX_BOOKMARKS } from '@/lib/contract';
import { type LocalBookmark, parseLocalList, serializeLocalList, withoutJob, withSaved } from './local-bookmarks';

const A = '5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6';
const B = '0b7e0d5c-3c1a-4f5e-9d3b-2a6f1c9e8d7a';
const AT = '2026-11-29T10:00:00.000Z';
const entry = (jobId: string, savedAt = AT): LocalBookmark => ({ jobId, savedAt });
const stored = (items: unknown) => JSON.stringify({ v: 1, items });

describe('parseLocalList', () => {
  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{kaputt', []],
    ['another format', JSON.stringify([A]), []],
    ['an unknown version', JSON.stringify({ v: 2, items: [entry(A)] }), []],
    ['a list', stored([entry(A), entry(B)]), [entry(A), entry(B)]],
    ['a job twice: once', stored([entry(A), entry(B), entry(A, '2026-01-01T00:00:00.000Z')]), [entry(A), entry(B)]],
    ['no job id', stored([{ savedAt: AT }, entry(B)]), [entry(B)]],
    ['an id that is no job id', stored([entry('1; drop table jobs'), entry(B)]), [entry(B)]],
    ['no date', stored([{ jobId: A }, entry(B)]), [entry(B)]],
    ['a broken date', stored([entry(A, 'gestern'), entry(B)]), [entry(B)]],
    ['an empty entry', stored([null, entry(B)]), [entry(B)]],
  ] as const)('%s', (_name, raw, list) => {
    expect(parseLocalList(raw)).toEqual(list);
  });

  it(`keeps at most ${MAX_BOOKMARKS}`, () => {
    const many = Array.from({ length: MAX_BOOKMARKS + 5 }, (_, i) =>
      entry(`${String(i).padStart(8, '0')}${A.slice(8)}`),
    );
    expect(parseLocalList(stored(many))).toHaveLength(MAX_BOOKMARKS);
  });

  it('reads what it wrote', () => {
    expect(parseLocalList(serializeLocalList([entry(A), entry(B)]))).toEqual([entry(A), entry(B)]);
  });
});

describe('saving and removing in the browser', () => {
  const now = new Date(AT);

  it.each([
    ['saves a job first', [entry(B)], A, { list: [entry(A), entry(B)], full: false }],
    [
      'keeps a saved job as it is',
      [entry(B, '2026-01-01T00:00:00.000Z')],
      B,
      { list: [entry(B, '2026-01-01T00:00:00.000Z')], full: false },
    ],
  ] as const)('%s', (_name, list, jobId, outcome) => {
    expect(withSaved(list, jobId, now)).toEqual(outcome);
  });

  it(`refuses a job past ${MAX_BOOKMARKS}`, () => {
    const full = Array.from({ length: MAX_BOOKMARKS }, (_, i) => entry(`${String(i).padStart(8, '0')}${A.slice(8)}`));
    expect(withSaved(full, B, now)).toEqual({ list: full, full: true });
  });

  it('removes a job, and nothing else', () => {
    expect(withoutJob([entry(A), entry(B)], A)).toEqual([entry(B)]);
    expect(withoutJob([entry(B)], A)).toEqual([entry(B)]);
  });
});
