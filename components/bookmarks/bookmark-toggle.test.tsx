// @vitest-environment jsdom
// "Merken" / "Gemerkt" on a job: hidden until the browser knows the list; not signed in it keeps the list in
// localStorage and sends nothing to the server; signed in it asks the server, takes a refusal back and says why,
// and on the first page after sign-in merges the browser's list into the account and empties the browser's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LOCAL_KEY, serializeLocalList } from './local-bookmarks';

const JOB = '5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6';
const OTHER = '0b7e0d5c-3c1a-4f5e-9d3b-2a6f1c9e8d7a';
const LABELS = { save: 'Merken', saved: 'Gemerkt', full: 'Die Merkliste ist voll.', failed: 'Ging nicht.' };
const SESSION = { user: { id: 'u1', name: 'Bea', email: 'bea@example.org', roles: ['applicant'] }, jwt: 'token-1' };

type Operation = { query: string; variables: Record<string, unknown>; authorization: string | null };
let operations: Operation[];
/** The GraphQL answer per operation name (the word after query/mutation). */
let answers: Record<string, unknown>;

function serve(session: object | null) {
  operations = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/session') return Response.json(session ?? {});
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const headers = new Headers(init?.headers);
      operations.push({ ...body, authorization: headers.get('authorization') });
      const name = /(?:query|mutation) (\w+)/.exec(body.query)![1];
      return Response.json(answers[name]);
    }),
  );
}

/** A fresh page: the store is one per page (module), so each test loads the modules anew. */
async function showToggle() {
  vi.resetModules();
  const { BookmarkToggle } = await import('./bookmark-toggle');
  render(<BookmarkToggle jobId={JOB} title="Gärtnerin" site={{ regionId: 'franken', locale: 'de' }} labels={LABELS} />);
  return screen.findByRole('button', { name: /: Gärtnerin$/ });
}

const stored = () =>
  JSON.parse(localStorage.getItem(LOCAL_KEY) ?? 'null') as { items: Array<{ jobId: string }> } | null;

beforeEach(() => {
  localStorage.clear();
  answers = {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BookmarkToggle, not signed in', () => {
  it('is hidden until the list is known, then saves and removes in the browser only', async () => {
    serve(null);
    vi.resetModules();
    const { BookmarkToggle } = await import('./bookmark-toggle');
    const { container } = render(
      <BookmarkToggle jobId={JOB} title="Gärtnerin" site={{ regionId: 'franken', locale: 'de' }} labels={LABELS} />,
    );
    expect(container.querySelector('[data-loading]')).not.toBeNull();
    const button = await screen.findByRole('button', { name: 'Merken: Gärtnerin' });
    expect(container.querySelector('[data-loading]')).toBeNull();
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await act(() => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.getAttribute('aria-label')).toBe('Gemerkt: Gärtnerin');
    expect(button.textContent).toBe('Gemerkt');
    expect(stored()?.items.map((i) => i.jobId)).toEqual([JOB]);

    await act(() => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(stored()).toBeNull();
    expect(operations).toEqual([]);
  });

  it('says so when the browser’s list is full', async () => {
    const full = Array.from({ length: 100 }, (_, i) => ({
      jobId: `${String(i).padStart(8, '0')}${OTHER.slice(8)}`,
      savedAt: '2026-11-29T10:00:00.000Z',
    }));
    localStorage.setItem(LOCAL_KEY, serializeLocalList(full));
    serve(null);
    const button = await showToggle();
    await act(() => fireEvent.click(button));
    expect((await screen.findByRole('alert')).textContent).toBe(LABELS.full);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('BookmarkToggle, signed in', () => {
  it('shows the account’s list and changes it on the server with the session token', async () => {
    serve(SESSION);
    answers.BookmarkIds = { data: { myBookmarks: { items: [{ job: { jobId: JOB } }] } } };
    answers.RemoveBookmark = { data: { removeBookmark: { jobIds: [] } } };
    const button = await showToggle();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    await act(() => fireEvent.click(button));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(
      operations.map((o) => [o.query.match(/(?:query|mutation) (\w+)/)![1], o.variables, o.authorization]),
    ).toEqual([
      ['BookmarkIds', {}, 'Bearer token-1'],
      ['RemoveBookmark', { jobId: JOB }, 'Bearer token-1'],
    ]);
    expect(stored()).toBeNull();
  });

  it('takes a refused save back and says the server’s reason', async () => {
    serve(SESSION);
    answers.BookmarkIds = { data: { myBookmarks: { items: [] } } };
    answers.SaveBookmark = {
      errors: [{ message: 'Deine Merkliste ist voll.', extensions: { code: 'BAD_USER_INPUT' } }],
    };
    const button = await showToggle();
    await act(() => fireEvent.click(button));
    expect((await screen.findByRole('alert')).textContent).toBe('Deine Merkliste ist voll.');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('says its own words when the server could not answer', async () => {
    serve(SESSION);
    answers.BookmarkIds = { data: { myBookmarks: { items: [] } } };
    answers.SaveBookmark = {
      errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    };
    const button = await showToggle();
    await act(() => fireEvent.click(button));
    expect((await screen.findByRole('alert')).textContent).toBe(LABELS.failed);
  });

  it('merges the browser’s list into the account on the first page after sign-in, then empties it', async () => {
    localStorage.setItem(
      LOCAL_KEY,
      serializeLocalList([
        { jobId: JOB, savedAt: '2026-11-29T10:00:00.000Z' },
        { jobId: OTHER, savedAt: '2026-11-28T10:00:00.000Z' },
      ]),
    );
    serve(SESSION);
    answers.MergeBookmarks = { data: { mergeBookmarks: { jobIds: [JOB, OTHER], added: 2, notKept: 0 } } };
    const button = await showToggle();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(operations.map((o) => [o.query.match(/(?:query|mutation) (\w+)/)![1], o.variables])).toEqual([
      ['MergeBookmarks', { jobIds: [JOB, OTHER] }],
    ]);
    expect(stored()).toBeNull();
  });

  it('keeps the browser’s list for the next page when the merge fails', async () => {
    localStorage.setItem(LOCAL_KEY, serializeLocalList([{ jobId: JOB, savedAt: '2026-11-29T10:00:00.000Z' }]));
    serve(SESSION);
    answers.MergeBookmarks = { errors: [{ message: 'Zu viele.', extensions: { code: 'RATE_LIMITED' } }] };
    answers.BookmarkIds = { data: { myBookmarks: { items: [] } } };
    const button = await showToggle();
    await waitFor(() => expect(operations).toHaveLength(2));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(stored()?.items.map((i) => i.jobId)).toEqual([JOB]);
  });
});
