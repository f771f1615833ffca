import { describe, expect, it } from 'vitest';
import type { ResumeView } from '@/lib/data/resume';
import { monthOf, readForm, sectionInput, valuesFromResume, withoutBlankEntries } from './form-values';
import { applyIntent, parseIntent } from './list-intent';

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('resume form values', () => {
  it.each([
    ['03/2019', '2019-03'],
    ['3.2019', '2019-03'],
    ['2019-03', '2019-03'],
    ['irgendwann', 'irgendwann'],
    [null, null],
  ])('month %j is sent as %j', (typed, sent) => expect(monthOf(typed)).toBe(sent));

  it('sends job preferences with numbers, lists and an unreadable amount the API refuses', () => {
    const values = readForm(
      'jobPreferences',
      form([
        ['title', ' Pflegefachkraft '],
        ['desiredOccupation', '7'],
        ['desiredOccupation', '9'],
        ['salaryAmount', '3.800'],
        ['salaryUnit', 'month'],
        ['radiusKm', ''],
        ['availabilityPeriods', 'mornings'],
      ]),
    );
    expect(sectionInput('jobPreferences', values).jobPreferences).toMatchObject({
      title: 'Pflegefachkraft',
      desiredOccupation: [7, 9],
      desiredSalary: { amount: 3800, unit: 'month' },
      radiusKm: null,
      availabilityPeriods: ['mornings'],
    });
    const wrong = sectionInput('jobPreferences', { ...values, salaryAmount: 'viel' });
    expect(wrong.jobPreferences?.desiredSalary?.amount).toBe(-1);
  });

  it.each([
    ['3.800', 3800],
    ['3.800,50', 3800.5],
    ['12,5', 12.5],
    // As in the posting form: a point not followed by exactly three digits is a decimal point.
    ['12.5', 12.5],
    ['viel', -1],
  ])('reads the salary %j as %s, as the posting form does', (typed, amount) => {
    const values = readForm('jobPreferences', form([['salaryAmount', typed]]));
    expect(sectionInput('jobPreferences', values).jobPreferences?.desiredSalary?.amount).toBe(amount);
  });

  it('sends list entries with "heute" as current, leaving out the empty entry to add', () => {
    const values = withoutBlankEntries(
      'workExperience',
      readForm(
        'workExperience',
        form([
          ['0.id', ''],
          ['0.jobTitle', ''],
          ['1.id', 'a'],
          ['1.jobTitle', 'Pflegerin'],
          ['1.period.start', '04/2016'],
          ['1.period.end', '02/2019'],
          ['1.period.current', 'on'],
          ['2.jobTitle', ''],
        ]),
      ),
    );
    expect(sectionInput('workExperience', values).workExperience).toEqual([
      expect.objectContaining({
        id: 'a',
        jobTitle: 'Pflegerin',
        period: { start: '2016-04', end: null, current: true },
      }),
    ]);
  });

  it.each([
    ['up:1', ['b', 'a', 'c']],
    ['down:0', ['b', 'a', 'c']],
    ['down:2', ['a', 'b', 'c']],
    ['remove:1', ['a', 'c']],
    ['save', ['a', 'b', 'c']],
    ['up:x', ['a', 'b', 'c']],
  ])('intent %s orders the entries %j', (intent, order) => {
    const values = { '0.jobTitle': 'a', '1.jobTitle': 'b', '2.jobTitle': 'c' };
    const after = applyIntent(values, parseIntent(intent));
    expect(Object.keys(after).map((k) => after[k])).toEqual(order);
  });

  it('keeps the level of each chosen language', () => {
    const values = readForm(
      'languages',
      form([
        ['tids', '4'],
        ['level.4', 'C1'],
        ['level.5', 'A1'],
        ['free', 'Bairisch'],
      ]),
    );
    expect(sectionInput('languages', values)).toEqual({
      languages: { tids: [4], free: 'Bairisch', notes: null, levels: [{ tid: 4, level: 'C1' }] },
    });
  });

  it('shows stored months as Germans write them, "heute" as a ticked box', () => {
    const resume = {
      workExperience: [{ id: 'a', jobTitle: 'Pflegerin', period: { start: '2016-04', end: null, current: true } }],
    } as unknown as ResumeView;
    expect(valuesFromResume('workExperience', resume)).toMatchObject({
      '0.id': 'a',
      '0.period.start': '04/2016',
      '0.period.end': '',
      '0.period.current': 'on',
    });
  });
});
