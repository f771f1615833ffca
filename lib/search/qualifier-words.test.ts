import { describe, expect, it } from 'vitest';
import { emptyJobSearchState, type JobSearchState, MAX_FILTER_VALUES } from './job-search-state';
import { moveQualifiersToFilters, wordKey } from './qualifier-words';
import type { TermLookup } from './term-lookup';

/** The demo's aliases and term ids (server/seed/taxonomy-data.ts, taxonomy-data-skills.ts). */
const SITE_TERMS: Record<string, { field: string; value: string }> = {
  vollzeit: { field: 'employment_type', value: '2001' },
  teilzeit: { field: 'employment_type', value: '2002' },
  minijob: { field: 'employment_type', value: '2003' },
  ausbildung: { field: 'employment_type', value: '2004' },
  praktikum: { field: 'employment_type', value: '2005' },
  werkstudent: { field: 'employment_type', value: '2006' },
  befristet: { field: 'employment_type', value: '2007' },
  freiberuflich: { field: 'employment_type', value: '2008' },
  'vor-ort': { field: 'remote_options', value: '10001' },
  hybrid: { field: 'remote_options', value: '10002' },
  remote: { field: 'remote_options', value: '10003' },
  'ohne-abschluss': { field: 'degree_level', value: '7001' },
  'pflege-gesundheit': { field: 'occupational_field', value: '1001' },
};
const lookupOf = (table: Record<string, { field: string; value: string }>): TermLookup => ({
  byAlias: (alias) => table[alias],
  aliasOf: (field, value) => Object.entries(table).find(([, t]) => t.field === field && t.value === value)?.[0],
});
const terms = lookupOf(SITE_TERMS);

const searching = (search: string, filters: JobSearchState['filters'] = {}): JobSearchState => ({
  ...emptyJobSearchState(),
  search,
  filters,
});
const move = (search: string, filters: JobSearchState['filters'] = {}) =>
  moveQualifiersToFilters(searching(search, filters), terms);

describe('qualifier words become the filters they mean, the other words stay', () => {
  it.each([
    ['Pflege Teilzeit', 'Pflege', { employment_type: ['2002'] }],
    ['Teilzeit', '', { employment_type: ['2002'] }],
    ['teilzeit', '', { employment_type: ['2002'] }],
    ['Teilzeitjob Verkauf', 'Verkauf', { employment_type: ['2002'] }],
    ['Teilzeitstelle', '', { employment_type: ['2002'] }],
    ['Teilzeitkraft Bäckerei', 'Bäckerei', { employment_type: ['2002'] }],
    ['Vollzeit Elektriker', 'Elektriker', { employment_type: ['2001'] }],
    ['Ausbildung Kaufmann', 'Kaufmann', { employment_type: ['2004'] }],
    ['Ausbildungsplatz Mechatroniker', 'Mechatroniker', { employment_type: ['2004'] }],
    ['Azubi Koch', 'Koch', { employment_type: ['2004'] }],
    ['Lehrstelle Schreiner', 'Schreiner', { employment_type: ['2004'] }],
    ['Minijob Nürnberg', 'Nürnberg', { employment_type: ['2003'] }],
    ['Minijobber Reinigung', 'Reinigung', { employment_type: ['2003'] }],
    ['520-Euro-Job', '', { employment_type: ['2003'] }],
    ['538 Euro Job Kasse', 'Kasse', { employment_type: ['2003'] }],
    ['Aushilfe auf Minijobbasis', 'Aushilfe', { employment_type: ['2003'] }],
    ['Praktikum Marketing', 'Marketing', { employment_type: ['2005'] }],
    ['Praktikant/in Grafik', 'Grafik', { employment_type: ['2005'] }],
    ['Praktikantin', '', { employment_type: ['2005'] }],
    ['Pflichtpraktikum Sozialarbeit', 'Sozialarbeit', { employment_type: ['2005'] }],
    ['Werkstudent:in IT', 'IT', { employment_type: ['2006'] }],
    ['Werkstudentenjob', '', { employment_type: ['2006'] }],
    ['befristet Lager', 'Lager', { employment_type: ['2007'] }],
    ['Freelancer Webdesign', 'Webdesign', { employment_type: ['2008'] }],
    ['Freiberuflerin Übersetzung', 'Übersetzung', { employment_type: ['2008'] }],
    ['Homeoffice Buchhaltung', 'Buchhaltung', { remote_options: ['10003', '10002'] }],
    ['Home-Office Buchhaltung', 'Buchhaltung', { remote_options: ['10003', '10002'] }],
    ['Buchhaltung Home Office', 'Buchhaltung', { remote_options: ['10003', '10002'] }],
    ['Sachbearbeiter mobiles Arbeiten', 'Sachbearbeiter', { remote_options: ['10003', '10002'] }],
    ['remote Entwickler', 'Entwickler', { remote_options: ['10003', '10002'] }],
    ['Lager ohne Ausbildung', 'Lager', { degree_level: ['7001'] }],
    ['Helfer ohne Abschluss', 'Helfer', { degree_level: ['7001'] }],
    ['ohne Vorkenntnisse', '', { degree_level: ['7001'] }],
    ['Berufseinsteiger Controlling', 'Controlling', { years_of_experience: ['0'] }],
    ['Pflegefachkraft in Teilzeit', 'Pflegefachkraft', { employment_type: ['2002'] }],
    ['Teilzeit oder Minijob', '', { employment_type: ['2002', '2003'] }],
    ['Verkäufer (m/w/d) Teilzeit (m/w/d)', 'Verkäufer (m/w/d)', { employment_type: ['2002'] }],
    ['Erzieherin Teilzeit Homeoffice', 'Erzieherin', { employment_type: ['2002'], remote_options: ['10003', '10002'] }],
  ])('%s → search "%s", filters %j', (search, rest, filters) => {
    expect(move(search)).toMatchObject({ search: rest, filters, page: 0 });
  });

  it('keeps the filters already chosen and adds each value once', () => {
    expect(move('Pflege Teilzeit', { employment_type: ['2002'], occupational_field: ['1001'] })?.filters).toEqual({
      employment_type: ['2002'],
      occupational_field: ['1001'],
    });
    expect(move('Pflege Teilzeit', { employment_type: ['2001'] })?.filters).toEqual({
      employment_type: ['2001', '2002'],
    });
  });

  it('starts the changed search on its first page and keeps the rest of the state', () => {
    const state = { ...searching('Pflege Teilzeit'), page: 3, place: 'Nürnberg', radius: 25 };
    expect(moveQualifiersToFilters(state, terms)).toEqual({
      ...state,
      page: 0,
      search: 'Pflege',
      filters: { employment_type: ['2002'] },
    });
  });
});

describe('what stays a word', () => {
  it.each([
    ['a qualifier inside a longer word', 'Ausbildungsleiter'],
    ['a negation of a qualifier', 'unbefristet'],
    ['a word that only contains one', 'Teilzeitmodelle'],
    ['a compound with another word', 'Pflege-Teilzeit'],
    ['words in quotes, asked for literally', '"Teilzeit"'],
    ['a phrase in German quotes', 'Pflege „in Teilzeit“'],
    ['a negated word', '-Teilzeit'],
    ['a career changer: no facet means it', 'Quereinsteiger Lager'],
    ['no qualifier at all', 'Pflege Nürnberg'],
    ['an empty search', ''],
  ])('%s: %s', (_case, search) => {
    expect(move(search)).toBeNull();
  });

  it('moves the other qualifiers beside a negated one', () => {
    expect(move('Vollzeit -befristet')).toMatchObject({
      search: '-befristet',
      filters: { employment_type: ['2001'] },
    });
  });

  it('leaves a word in the search when the site has no such term', () => {
    expect(moveQualifiersToFilters(searching('Minijob Nürnberg'), lookupOf({}))).toBeNull();
    // A term of the alias in another field is not what the word means.
    const elsewhere = lookupOf({ minijob: { field: 'occupational_field', value: '1' } });
    expect(moveQualifiersToFilters(searching('Minijob'), elsewhere)).toBeNull();
  });

  it('uses the remote options the site has, when it has only one of the two', () => {
    const onlyRemote = lookupOf({ remote: SITE_TERMS.remote });
    expect(moveQualifiersToFilters(searching('Homeoffice'), onlyRemote)?.filters).toEqual({
      remote_options: ['10003'],
    });
  });

  it('leaves a word whose value finds no room within the listing filter limit', () => {
    const full = { job_location: Array.from({ length: MAX_FILTER_VALUES - 1 }, (_, i) => `Ort ${i}`) };
    expect(move('Teilzeit Homeoffice', full)).toMatchObject({
      search: 'Homeoffice',
      filters: { ...full, employment_type: ['2002'] },
    });
  });
});

describe('wordKey: spellings that name the same word', () => {
  it.each([
    ['Home-Office', 'homeoffice'],
    ['Home Office', 'homeoffice'],
    ['Praktikant/in', 'praktikantin'],
    ['Praktikant/-innen', 'praktikantinnen'],
    ['Werkstudent*in', 'werkstudentin'],
    ['Werkstudent_in', 'werkstudentin'],
    ['Werkstudent(in)', 'werkstudentin'],
    ['Ausbildungsplätze', 'ausbildungsplaetze'],
    ['520€-Job', '520job'],
  ])('%s → %s', (text, key) => {
    expect(wordKey(text)).toBe(key);
  });
});
