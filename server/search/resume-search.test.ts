// @module-tag postgres
// The resume search's rules on the real database: who is found (docs/product.md §4 visible and complete), the radius,
// the facets with their counts, paging by 10 (docs/product.md §9), and hits that never carry a private field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import type { ResumeWorkExperience } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { searchResumes } from './resume-search';
import { type ResumeFilters, type ResumeSearchGeo, yearsOfExperience } from './resume-search-query';
import { ANY_SEARCHER, deleteResumeFixtures, insertResumeFixtures, type ResumeFixture } from './resume-search-testing';

let handle: DbHandle;
const region = testRegionId('resume-search');
const now = new Date('2026-06-15T12:00:00Z');
const ROSENHEIM = { label: 'Rosenheim', lat: 47.8561, lon: 12.1289 };
const WASSERBURG = { label: 'Wasserburg am Inn', lat: 48.0603, lon: 12.2331 };
const MUENCHEN = { label: 'München', lat: 48.1372, lon: 11.5756 };

const FIXTURES: Record<string, ResumeFixture> = {
  pflege: {
    title: 'Pflegefachkraft',
    place: ROSENHEIM,
    careerStatus: 9004,
    occupations: [1001],
    languages: [6001],
    skills: [5001],
  },
  alten: {
    title: 'Altenpflegerin',
    place: WASSERBURG,
    careerStatus: 9004,
    occupations: [1001],
    languages: [6001, 6002],
  },
  buero: {
    title: 'Kauffrau für Büromanagement',
    place: MUENCHEN,
    careerStatus: 9002,
    occupations: [1015],
    skills: [5001],
    fieldsOfStudy: [8001],
  },
  hidden: { title: 'Pflegehelfer', place: ROSENHEIM, visible: false },
  incomplete: { title: 'Krankenpfleger', place: ROSENHEIM, complete: false },
};
let ids: Record<string, string>;
let userIds: string[];

beforeAll(async () => {
  handle = await openTestDb();
  ({ ids, userIds } = await insertResumeFixtures(handle.db, region, FIXTURES));
});
afterAll(async () => {
  await deleteResumeFixtures(handle.db, userIds);
  await handle.close();
});

const search = (keys = '', filters: ResumeFilters = {}, geo: ResumeSearchGeo | null = null, page = 1) =>
  searchResumes(handle.db, { regionId: region, keys, geo, filters, page, searcher: ANY_SEARCHER }, now);
const found = async (...args: Parameters<typeof search>) =>
  (await search(...args)).hits.map((h) => Object.keys(ids).find((k) => ids[k] === h.id)).sort();

describe('searchResumes', () => {
  it.each<[string, Parameters<typeof search>, string[]]>([
    ['every visible, complete resume without words', [], ['alten', 'buero', 'pflege']],
    ['a word, in German forms', ['Pflege'], ['alten', 'pflege']],
    ['within 30 km of Rosenheim', ['', {}, { ...ROSENHEIM, radiusKm: 30 }], ['alten', 'pflege']],
    ['within 10 km of Rosenheim', ['', {}, { ...ROSENHEIM, radiusKm: 10 }], ['pflege']],
    ['an occupation', ['', { occupation: ['1015'] }], ['buero']],
    ['two languages of one facet: either', ['', { language: ['6002', '6001'] }], ['alten', 'pflege']],
    ['two facets: both', ['', { skill: ['5001'], career_status: ['9004'] }], ['pflege']],
    ['the desired place', ['', { region: ['München'] }], ['buero']],
    ['a field of study', ['', { field_of_study: ['8001'] }], ['buero']],
  ])('finds %s', async (_name, args, expected) => {
    expect(await found(...args)).toEqual(expected);
  });

  it('counts facet values over the other facets’ choices (multi-select)', async () => {
    const { facets, total } = await search('', { occupation: ['1001'] });
    expect(total).toBe(2);
    const values = (field: string) => facets.find((f) => f.field === field)?.values;
    expect(values('occupation')).toEqual([
      { value: '1001', count: 2 },
      { value: '1015', count: 1 },
    ]);
    expect(values('language')).toEqual([
      { value: '6001', count: 2 },
      { value: '6002', count: 1 },
    ]);
    expect(values('region')).toEqual([
      { value: 'Rosenheim', count: 1 },
      { value: 'Wasserburg am Inn', count: 1 },
    ]);
  });

  it('shows title, place and distance, never a name, phone or birthday', async () => {
    const { hits } = await search('Pflegefachkraft', {}, { ...ROSENHEIM, radiusKm: 30 });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ title: 'Pflegefachkraft', desiredLocation: 'Rosenheim', distanceKm: 0 });
    expect(JSON.stringify(hits)).not.toMatch(/Geheim|Nachname|0170|1990-05-01|example\.test/);
  });

  it('pages by ten, newest first', async () => {
    const many: Record<string, ResumeFixture> = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`p${i}`, { title: `Elektriker ${i}` }]),
    );
    const extra = await insertResumeFixtures(handle.db, region, many);
    userIds.push(...extra.userIds);
    const first = await search('Elektriker');
    const second = await search('Elektriker', {}, null, 2);
    expect(first.total).toBe(12);
    expect(first.hits).toHaveLength(10);
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.id)).size).toBe(12);
  });
});

describe('yearsOfExperience', () => {
  const entry = (start: string, end?: string): ResumeWorkExperience => ({
    id: start,
    jobTitle: 'x',
    period: { start, end },
  });
  it.each<[string, ResumeWorkExperience[], number]>([
    ['none', [], 0],
    ['an open entry until today', [entry('2018-06')], 8],
    ['two entries in a row', [entry('2010-01', '2013-12'), entry('2014-01', '2017-12')], 8],
    ['overlapping entries once', [entry('2010-01', '2017-12'), entry('2012-01', '2015-12')], 8],
    ['an entry without a start', [{ id: 'x', jobTitle: 'x', period: {} }], 0],
  ])('%s', (_name, work, years) => {
    expect(yearsOfExperience(work, now)).toBe(years);
  });
});
