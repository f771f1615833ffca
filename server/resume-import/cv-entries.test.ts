import { describe, expect, it } from 'vitest';
import { organizationAndLocation, sectionEntries } from './cv-entries';

const TASKS = ['Grund- und Behandlungspflege', 'Anleitung von Auszubildenden'];

describe('sectionEntries: the dated entries of a section, whatever the layout', () => {
  it('reads the period first, then title, organization and bullets', () => {
    expect(sectionEntries(['03/2019 – heute', 'Pflegefachkraft', 'Klinikum Rosenheim', '• Grundpflege'])).toEqual([
      {
        period: { start: '2019-03', current: true },
        lines: ['Pflegefachkraft', 'Klinikum Rosenheim'],
        summary: ['Grundpflege'],
      },
    ]);
  });

  it('reads title and organization above the period, entry by entry', () => {
    const entries = sectionEntries([
      'Koch',
      'Gasthof Post',
      '2018 – 2020',
      'Beikoch',
      'Hotel Alpenblick',
      '2015 – 2018',
    ]);
    expect(entries.map((e) => [e.lines, e.period])).toEqual([
      [['Koch', 'Gasthof Post'], { start: '2018-01', end: '2020-12' }],
      [['Beikoch', 'Hotel Alpenblick'], { start: '2015-01', end: '2018-12' }],
    ]);
  });

  it('reads the period and the title on one line', () => {
    expect(sectionEntries(['04/2016 – 02/2019 | Sachbearbeiterin', 'Muster GmbH, München'])[0].lines).toEqual([
      'Sachbearbeiterin',
      'Muster GmbH, München',
    ]);
  });

  it('joins a period whose end stands at the start of the next line', () => {
    const [entry] = sectionEntries(['04/2016 – Sachbearbeiterin', '02/2019 Muster GmbH']);
    expect(entry.period).toEqual({ start: '2016-04', end: '2019-02' });
    expect(entry.lines).toEqual(['Sachbearbeiterin', 'Muster GmbH']);
  });

  it.each(['•', '●', '▪', '■', '►', '➢', '✓', '–', '-', '\uF0B7', '\uF0A7', '\uF0D8'])(
    'keeps every task of a job whose bullets are "%s" (title and employer above the period)',
    (bullet) => {
      const entries = sectionEntries([
        'Pflegefachkraft',
        'Klinikum Rosenheim, Rosenheim',
        '03/2019 – heute',
        `${bullet} Grund- und Behandlungspflege`,
        `${bullet} Pflegeplanung und Dokumentation`,
        'Pflegehelferin',
        'Caritas Sozialstation, Traunstein',
        '04/2016 – 02/2019',
        `${bullet} Grundpflege`,
      ]);
      expect(entries.map((e) => [e.lines, e.summary])).toEqual([
        [
          ['Pflegefachkraft', 'Klinikum Rosenheim, Rosenheim'],
          ['Grund- und Behandlungspflege', 'Pflegeplanung und Dokumentation'],
        ],
        [['Pflegehelferin', 'Caritas Sozialstation, Traunstein'], ['Grundpflege']],
      ]);
    },
  );

  it.each([
    ['below it', ['03/2019 – heute', 'Pflegefachkraft', 'Klinikum Rosenheim', TASKS[0], TASKS[1]]],
    ['above it', ['Pflegefachkraft', 'Klinikum Rosenheim', '03/2019 – heute', TASKS[0], TASKS[1]]],
  ])('keeps the first task of a list without bullet characters (a Word list), title and employer %s', (_, lines) => {
    expect(sectionEntries(lines).map((e) => [e.lines, e.summary])).toEqual([
      [['Pflegefachkraft', 'Klinikum Rosenheim'], TASKS],
    ]);
  });

  it('still takes a place below title and employer as a heading line', () => {
    expect(
      sectionEntries(['03/2019 – heute', 'Pflegefachkraft', 'Klinikum', '83022 Rosenheim', 'Grundpflege']),
    ).toEqual([
      {
        period: { start: '2019-03', current: true },
        lines: ['Pflegefachkraft', 'Klinikum', '83022 Rosenheim'],
        summary: ['Grundpflege'],
      },
    ]);
  });

  it('finds nothing without a period', () => {
    expect(sectionEntries(['Ehrenamt im Sportverein'])).toEqual([]);
  });
});

describe('organizationAndLocation', () => {
  it.each([
    ['Klinikum Rosenheim, Rosenheim', { name: 'Klinikum Rosenheim', location: 'Rosenheim' }],
    ['Krones AG, Mühldorf am Inn (Deutschland)', { name: 'Krones AG', location: 'Mühldorf am Inn' }],
    ['Spedition Wagner GmbH | 83022 Rosenheim', { name: 'Spedition Wagner GmbH', location: 'Rosenheim' }],
    ['Meggle GmbH & Co. KG', { name: 'Meggle GmbH & Co. KG' }],
    ['Muster, Schmidt & Partner, AG', { name: 'Muster, Schmidt & Partner, AG' }],
  ])('%s', (text, expected) => {
    expect(organizationAndLocation(text)).toEqual(expected);
  });
});
