import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/de.json';
import { getRegion } from '@/regions/registry';
import { emptyJobSearchState, type JobSearchState } from './job-search-state';
import {
  listingDescription,
  listingHeading,
  type ListingSubject,
  listingSubject,
  listingTitle,
  type ListingTitleMessages,
  titleWithoutRepeat,
} from './listing-title';

const t = createTranslator({ locale: 'de', messages, namespace: 'jobs.listing' }) as ListingTitleMessages;
const saarland = getRegion('saarland')!;
const rosenheim = getRegion('rosenheim')!;
const base = { search: '', field: null, organization: null, place: null, postalArea: false, total: 60, page: 0 };
const listing = (overrides: Partial<ListingSubject>): ListingSubject => ({ ...base, region: rosenheim, ...overrides });

describe('the listing’s H1 says what is listed, where, and how many', () => {
  it.each<[string, Partial<ListingSubject>, string]>([
    ['a search word and a place', { search: 'Pflege', place: 'Rosenheim' }, 'Pflege-Jobs in Rosenheim: 60 Stellen'],
    ['a place only', { place: 'Wasserburg am Inn' }, 'Jobs in Wasserburg am Inn: 60 Stellen'],
    ['no place: the site’s region with its article', { region: saarland, total: 12 }, 'Jobs im Saarland: 12 Stellen'],
    [
      'a search word without a place',
      { search: 'Pflege', region: saarland, total: 12 },
      'Pflege-Jobs im Saarland: 12 Stellen',
    ],
    [
      'a word typed in lower case starts the compound capitalized',
      { search: 'pflege' },
      'Pflege-Jobs in Rosenheim: 60 Stellen',
    ],
    ['an abbreviation stays as typed', { search: 'IT-Support' }, 'IT-Support-Jobs in Rosenheim: 60 Stellen'],
    ['several words are quoted', { search: 'Koch  Spüler' }, 'Jobs für „Koch Spüler“ in Rosenheim: 60 Stellen'],
    [
      'an occupational field',
      { field: 'Handwerk', region: saarland },
      'Jobs im Bereich Handwerk im Saarland: 60 Stellen',
    ],
    [
      'a word, a field and a place',
      { search: 'Pflege', field: 'Pflege & Gesundheit', place: 'Rosenheim' },
      'Pflege-Jobs im Bereich Pflege & Gesundheit in Rosenheim: 60 Stellen',
    ],
    [
      'the region chosen as the place reads as the site’s region',
      { place: 'Saarland', region: saarland },
      'Jobs im Saarland: 60 Stellen',
    ],
    ['a state with its article', { place: 'Saarland' }, 'Jobs im Saarland: 60 Stellen'],
    ['a postal area', { place: '90', postalArea: true }, 'Jobs im Postleitzahlgebiet 90: 60 Stellen'],
    ['one employer', { organization: 'Muster GmbH', place: 'Rosenheim' }, 'Jobs bei Muster GmbH: 60 Stellen'],
    ['one job', { total: 1 }, 'Jobs in Rosenheim: 1 Stelle'],
    ['no jobs', { total: 0 }, 'Jobs in Rosenheim: keine Stellen'],
    ['thousands with a German separator', { total: 1234 }, 'Jobs in Rosenheim: 1.234 Stellen'],
    ['a later page does not change the heading', { page: 2 }, 'Jobs in Rosenheim: 60 Stellen'],
  ])('%s', (_case, overrides, heading) => {
    expect(listingHeading(t, listing(overrides))).toBe(heading);
  });
});

describe('the listing’s <title> and meta description', () => {
  it.each<[string, Partial<ListingSubject>, string]>([
    ['the first page is the heading', { search: 'Pflege' }, 'Pflege-Jobs in Rosenheim: 60 Stellen'],
    ['a later page names its number', { search: 'Pflege', page: 1 }, 'Pflege-Jobs in Rosenheim: 60 Stellen – Seite 2'],
  ])('%s', (_case, overrides, title) => {
    expect(listingTitle(t, listing(overrides))).toBe(title);
  });

  it.each<[string, Partial<ListingSubject>, string]>([
    [
      'a search with a place',
      { search: 'Pflege', place: 'Rosenheim', total: 1234 },
      'Pflege-Jobs in Rosenheim: 1.234 aktuelle Stellenangebote. Finde deinen Job bei Arbeitgebern aus Rosenheim.',
    ],
    [
      'one job in the region',
      { region: saarland, total: 1 },
      'Jobs im Saarland: 1 aktuelles Stellenangebot. Finde deinen Job bei Arbeitgebern aus dem Saarland.',
    ],
    [
      'nothing found',
      { search: 'Xylophon', total: 0 },
      'Xylophon-Jobs in Rosenheim: derzeit keine offenen Stellen. Finde deinen Job bei Arbeitgebern aus Rosenheim.',
    ],
  ])('description: %s', (_case, overrides, description) => {
    expect(listingDescription(t, listing(overrides))).toBe(description);
  });

  it.each<[string, string, string, string | { absolute: string }]>([
    ['the site’s name follows', 'Jobs in Rosenheim: 60 Stellen', 'rosenheimjobs', 'Jobs in Rosenheim: 60 Stellen'],
    [
      'a title that says the site’s name already gets no second one',
      'Jobs im Saarland: 12 Stellen',
      'Jobs im Saarland',
      { absolute: 'Jobs im Saarland: 12 Stellen' },
    ],
    [
      'also inside a compound',
      'Pflege-Jobs im Saarland: 12 Stellen',
      'Jobs im Saarland',
      { absolute: 'Pflege-Jobs im Saarland: 12 Stellen' },
    ],
    [
      'another place on the same site',
      'Jobs in Saarlouis: 3 Stellen',
      'Jobs im Saarland',
      'Jobs in Saarlouis: 3 Stellen',
    ],
  ])('%s', (_case, title, siteName, expected) => {
    expect(titleWithoutRepeat(title, siteName)).toEqual(expected);
  });
});

describe('what a listing URL lists', () => {
  const facets = [
    {
      field: 'occupational_field',
      values: [
        { value: '1004', label: 'Handwerk', count: 3, pathAlias: 'handwerk' },
        { value: '1001', label: 'Pflege & Gesundheit', count: 9, pathAlias: 'pflege-gesundheit' },
      ],
    },
    { field: 'job_organization_name', values: [{ value: 'muster', label: 'Muster GmbH', count: 2, pathAlias: null }] },
  ];
  const subject = (state: Partial<JobSearchState>, correctedSearch: string | null = null) =>
    listingSubject({
      region: rosenheim,
      state: { ...emptyJobSearchState(), ...state },
      result: { total: 9, facets, correctedSearch },
    });

  it('names the words as the search corrected them, never the typo', () => {
    expect(subject({ search: 'Plfege' }, 'pflege').search).toBe('pflege');
    expect(subject({ search: 'Plfege' }).search).toBe('Plfege');
  });

  it.each<[string, Partial<JobSearchState>, Partial<ListingSubject>]>([
    ['nothing chosen', {}, { field: null, organization: null, place: null }],
    [
      'one occupational field: its name',
      { filters: { occupational_field: ['1001'] } },
      { field: 'Pflege & Gesundheit' },
    ],
    ['two occupational fields: none named', { filters: { occupational_field: ['1001', '1004'] } }, { field: null }],
    ['one employer', { filters: { job_organization_name: ['muster'] } }, { organization: 'Muster GmbH' }],
    ['a place found', { place: 'Rosenheim', lat: 47.86, lon: 12.12, radius: 25 }, { place: 'Rosenheim' }],
    ['a typed place that was not found: the region', { place: 'Atlantis' }, { place: null }],
    ['a state', { administrativeArea: 'Bayern', locationType: 'administrative_area_level_1' }, { place: 'Bayern' }],
    ['a postal area', { place: '90', locationType: 'postal_code' }, { place: '90', postalArea: true }],
    [
      'a postal code with its point',
      { place: '90402 Nürnberg', locationType: 'postal_code', lat: 49.45, lon: 11.08, radius: 20 },
      { place: '90402 Nürnberg', postalArea: false },
    ],
    ['the words and the page', { search: 'Pflege', page: 2 }, { search: 'Pflege', page: 2, total: 9 }],
  ])('%s', (_case, state, expected) => {
    expect(subject(state)).toMatchObject(expected);
  });
});
