import { describe, expect, it } from 'vitest';
import { managerHref, managerVariables, parseManagerQuery, type ManagerQuery } from './manager-query';

const ALL: ManagerQuery = { state: null, frontend: null, words: '', sort: 'newest', page: 1 };

describe('the job manager address', () => {
  it.each([
    [{}, ALL],
    [
      { status: 'expired', portal: 'franken', suche: ' Pflege ', sortierung: 'views', seite: '3' },
      {
        state: 'expired',
        frontend: 'franken',
        words: 'Pflege',
        sort: 'views',
        page: 3,
      },
    ],
    [{ status: 'gelöscht', portal: '../x', sortierung: 'random', seite: '-2' }, ALL],
    [{ seite: '1e9' }, { ...ALL, page: 1 }],
    [{ status: ['archived', 'draft'] }, { ...ALL, state: 'archived' }],
  ])('reads %o', (params, expected) => {
    expect(parseManagerQuery(params)).toEqual(expected);
  });

  it.each([
    [ALL, {}, '/job-manager'],
    [{ ...ALL, page: 4 }, { page: 5 }, '/job-manager?seite=5'],
    [{ ...ALL, page: 4 }, { state: 'draft' as const }, '/job-manager?status=draft'],
    [
      { ...ALL, words: 'Koch & Küche' },
      { sort: 'title' as const },
      '/job-manager?suche=Koch+%26+K%C3%BCche&sortierung=title',
    ],
  ])('links %o changed by %o to %s', (query, change, href) => {
    expect(managerHref(query, change)).toBe(href);
  });

  it('round-trips through the address', () => {
    const query: ManagerQuery = { state: 'published', frontend: 'rosenheim', words: 'Lager', sort: 'ending', page: 2 };
    const href = managerHref(query);
    expect(parseManagerQuery(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(query);
  });

  it('asks for the filter as the operation wants it', () => {
    expect(managerVariables(ALL)).toEqual({
      filter: { state: null, frontend: null, words: null },
      sort: 'newest',
      page: 1,
      pageSize: 20,
    });
  });
});
