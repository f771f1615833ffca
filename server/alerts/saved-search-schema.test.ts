import { describe, expect, it } from 'vitest';
import messages from '../../messages/de.json';
import { savedSearchSchema } from './saved-search-schema';

const m = messages.jobAlert.errors.savedSearch;
const firstMessage = (search: unknown) => savedSearchSchema.safeParse(search).error?.issues[0]?.message;

describe('what a job alert may save', () => {
  it.each([
    ['a state', { kind: 'administrativeArea', value: 'Bayern', label: 'Bayern' }],
    ['a country', { kind: 'country', value: 'DE', label: 'Deutschland' }],
    ['a one-digit postal area', { kind: 'postalArea', value: '9', label: '9' }],
    ['a five-digit postal area', { kind: 'postalArea', value: '90402', label: '90402' }],
  ])('takes %s', (_case, area) => {
    expect(savedSearchSchema.safeParse({ filters: [], area }).success).toBe(true);
  });

  it('takes a search saved before areas were kept', () => {
    const old = { search: 'Pflege', filters: [], geoLocation: { label: 'Erlangen', lat: 49.59, lon: 11, radius: 10 } };
    expect(savedSearchSchema.parse(old)).toEqual(old);
  });

  it.each([
    ['an unknown kind', { kind: 'landkreis', value: 'Erlangen-Höchstadt', label: 'x' }, m.areaKind],
    ['no area object', 'Bayern', m.areaKind],
    ['an empty state', { kind: 'administrativeArea', value: ' ', label: 'Bayern' }, m.areaName.replace('{max}', '100')],
    [
      'a too long state',
      { kind: 'administrativeArea', value: 'x'.repeat(101), label: 'x' },
      m.areaName.replace('{max}', '100'),
    ],
    ['a three-letter country', { kind: 'country', value: 'DEU', label: 'Deutschland' }, m.country],
    ['a lower-case country', { kind: 'country', value: 'de', label: 'Deutschland' }, m.country],
    ['a postal area with a letter', { kind: 'postalArea', value: '9a', label: '9a' }, m.postalArea],
    ['a six-digit postal area', { kind: 'postalArea', value: '904021', label: '904021' }, m.postalArea],
    ['an empty postal area', { kind: 'postalArea', value: '', label: '90' }, m.postalArea],
    ['an empty label', { kind: 'country', value: 'DE', label: '' }, m.place],
    ['a too long label', { kind: 'country', value: 'DE', label: 'x'.repeat(201) }, m.place],
  ])('refuses %s with a German message', (_case, area, message) => {
    expect(firstMessage({ filters: [], area })).toBe(message);
  });

  it('bounds words and filters like the listing', () => {
    expect(firstMessage({ search: 'x'.repeat(201), filters: [] })).toBe(m.words.replace('{max}', '200'));
    const filters = Array.from({ length: 51 }, (_, i) => ({ field: 'job_location', value: `Ort ${i}` }));
    expect(firstMessage({ filters })).toBe(m.filters.replace('{max}', '50'));
  });
});
