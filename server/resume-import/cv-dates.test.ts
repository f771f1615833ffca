import { describe, expect, it } from 'vitest';
import { findPeriod, joinBrokenDates, parseBirthday } from './cv-dates';

describe('findPeriod: the periods German CVs write', () => {
  it.each([
    ['seit 03/2019', { start: '2019-03', current: true }],
    ['04/2016 – 02/2019', { start: '2016-04', end: '2019-02' }],
    ['2015 bis heute', { start: '2015-01', current: true }],
    ['März 2019 – heute', { start: '2019-03', current: true }],
    ['01.2019 - 12.2020', { start: '2019-01', end: '2020-12' }],
    ['Sept. 2010 – Juli 2013', { start: '2010-09', end: '2013-07' }],
    ['2019-03 – 2021-02', { start: '2019-03', end: '2021-02' }],
    ['von 04/2016 bis 02/2019', { start: '2016-04', end: '2019-02' }],
    ['ab 10/2020', { start: '2020-10', current: true }],
    ['2004 – 2012', { start: '2004-01', end: '2012-12' }],
    ['01.09.2015 – 31.07.2018', { start: '2015-09', end: '2018-07' }],
    ['06/2012', { start: '2012-06', end: '2012-06' }],
    ['03/2019 bis dato', { start: '2019-03', current: true }],
  ])('%s', (text, period) => {
    expect(findPeriod(text)?.period).toEqual(period);
  });

  it('keeps the text around the period', () => {
    expect(findPeriod('04/2016 – 02/2019 Sachbearbeiterin, Muster GmbH')).toMatchObject({
      before: '',
      after: ' Sachbearbeiterin, Muster GmbH',
    });
  });

  it.each(['0171 2345678', '83022 Rosenheim', 'Musterweg 12', 'Englisch C1', '13/2019'])('no period in %s', (text) => {
    expect(findPeriod(text)).toBeNull();
  });
});

describe('parseBirthday', () => {
  it.each([
    ['Geburtsdatum: 12.03.1990', '1990-03-12'],
    ['geboren am 5. Mai 1988', '1988-05-05'],
    ['geb. 01/02/1975', '1975-02-01'],
    ['1990-03-12', '1990-03-12'],
    ['Geburtsdatum: 31.13.1990', undefined],
  ])('%s', (text, iso) => {
    expect(parseBirthday(text)).toBe(iso);
  });
});

describe('joinBrokenDates: a period cut by a narrow column', () => {
  it.each([
    [
      ['Dezember 2001 – Februar', '2005', 'Sachbearbeiterin'],
      ['Dezember 2001 – Februar 2005', 'Sachbearbeiterin'],
    ],
    [['04/2016 –', '02/2019 Pflegehelferin'], ['04/2016 – 02/2019 Pflegehelferin']],
    [
      ['Anna Müller', '2015 bis heute'],
      ['Anna Müller', '2015 bis heute'],
    ],
    [
      ['Kosten senken -', '2019 erreicht'],
      ['Kosten senken -', '2019 erreicht'],
    ],
  ])('%j', (lines, joined) => {
    expect(joinBrokenDates(lines)).toEqual(joined);
  });
});
