import { describe, expect, it } from 'vitest';
import { parseResumeSearch, resumeSearchHref, toggleResumeFacet } from './search-state';

describe('parseResumeSearch', () => {
  it.each<[string, Record<string, string | string[]>, Partial<ReturnType<typeof parseResumeSearch>>]>([
    ['nothing', {}, { search: '', place: '', radius: 30, page: 0, filters: {} }],
    [
      'words, place and radius',
      { search: 'Pflege', geo_location: 'Rosenheim', radius: '50' },
      { search: 'Pflege', place: 'Rosenheim', radius: 50 },
    ],
    ['a radius not offered', { radius: '33' }, { radius: 30 }],
    [
      'tids as a comma list, twice once',
      { skill: '5001,5002,5001', language: ['6001'] },
      { filters: { skill: ['5001', '5002'], language: ['6001'] } },
    ],
    ['a tid that is no number', { skill: "5001,1' or 1=1,abc" }, { filters: { skill: ['5001'] } }],
    [
      'places one parameter each',
      { region: ['Bad Aibling', 'Rosenheim'] },
      { filters: { region: ['Bad Aibling', 'Rosenheim'] } },
    ],
    ['a page', { page: '3' }, { page: 2 }],
    ['a page below the first', { page: '-4' }, { page: 0 }],
    ['a page past the deepest', { page: '100000' }, { page: 99 }],
    ['control characters', { search: 'Pfl\u0000ege' }, { search: 'Pfl ege' }],
  ])('reads %s', (_name, query, expected) => {
    expect(parseResumeSearch(query)).toMatchObject(expected);
  });
});

describe('resumeSearchHref', () => {
  it('writes a clean URL that reads back to the same state', () => {
    const state = parseResumeSearch({
      page: '2',
      skill: '5002,5001',
      region: ['Rosenheim'],
      geo_location: 'Rosenheim',
      radius: '20',
      search: 'Pflege',
    });
    const href = resumeSearchHref(state);
    expect(href).toBe(
      '/resumes?search=Pflege&geo_location=Rosenheim&radius=20&skill=5002%2C5001&region=Rosenheim&page=2',
    );
    expect(parseResumeSearch(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(state);
  });

  it('leaves the radius out without a place, and the first page', () => {
    expect(resumeSearchHref(parseResumeSearch({ radius: '50' }))).toBe('/resumes');
  });

  it('toggles a facet value and goes back to the first page', () => {
    const state = parseResumeSearch({ skill: '5001', page: '3' });
    expect(toggleResumeFacet(state, 'skill', '5002')).toMatchObject({ page: 0, filters: { skill: ['5001', '5002'] } });
    expect(toggleResumeFacet(state, 'skill', '5001').filters.skill).toEqual([]);
  });
});
