// One date rule for every form and GraphQL input: real calendar days of the years 1900 to 2100, refused with
// the form's own German message next to the field.
import { describe, expect, it } from 'vitest';
import { parsePostingPatch } from '../postings/posting-input';
import { parseSection } from '../resumes/resume-input';
import { calendarDate, calendarMonth, isCalendarDateTime, moment } from './calendar-date';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('calendar dates', () => {
  it('takes real days of sane years and refuses impossible ones', () => {
    const date = calendarDate('Datum?');
    for (const value of ['2026-11-27', '2024-02-29', '1900-01-01', '2100-12-31']) expect(ok(date, value)).toBe(true);
    for (const value of [
      '2026-13-45',
      '2026-02-29',
      '2026-04-31',
      '0000-01-01',
      '1899-12-31',
      '2101-01-01',
      '9999-12-31',
    ])
      expect(ok(date, value)).toBe(false);
    expect(date.safeParse('2026-13-45').error?.issues[0].message).toBe('Datum?');
  });

  it('takes months of sane years', () => {
    const month = calendarMonth('Monat?');
    expect(ok(month, ' 2019-03 ')).toBe(true);
    for (const value of ['2019-13', '0000-01', '9999-12', '2019-3']) expect(ok(month, value)).toBe(false);
  });

  it('takes moments of sane years and refuses what JavaScript would roll over or cannot store', () => {
    expect(isCalendarDateTime('2026-11-03T08:00:00.000Z')).toBe(true);
    expect(isCalendarDateTime('2026-11-03T09:00:00+01:00')).toBe(true);
    for (const value of ['2026-02-30T00:00:00Z', '+275760-09-13T00:00:00Z', '0000-01-01T00:00:00Z', 'morgen'])
      expect(isCalendarDateTime(value)).toBe(false);
    const when = moment('Zeitpunkt?');
    expect(ok(when, new Date('2026-12-01T08:00:00Z'))).toBe(true);
    expect(ok(when, new Date('+275760-09-13T00:00:00Z'))).toBe(false);
    expect(ok(when, '2026-02-30T08:00:00Z')).toBe(false);
  });

  it('is what the posting and resume forms use, each with its own message by field', () => {
    const posting = parsePostingPatch({
      availabilityPeriod: { start: '2026-13-45', end: '0000-01-01' },
      publishAt: new Date('+275760-09-13T00:00:00Z'),
    });
    expect(posting.errors).toEqual([
      { field: 'availabilityPeriod.start', message: 'Bitte geben Sie ein gültiges Datum an.' },
      { field: 'availabilityPeriod.end', message: 'Bitte geben Sie ein gültiges Datum an.' },
      { field: 'publishAt', message: 'Bitte geben Sie ein gültiges Datum an.' },
    ]);
    const preferences = parseSection('jobPreferences', { availableStart: '0000-01-01' });
    expect(preferences).toEqual({
      ok: false,
      errors: [{ field: 'availableStart', message: 'Bitte gib ein gültiges Datum ein.' }],
    });
    const work = parseSection('workExperience', {
      entries: [{ jobTitle: 'Koch', companyName: 'Gasthof', period: { start: '0000-01', end: '9999-12' } }],
    });
    expect(work.ok ? [] : work.errors.map((e) => e.field)).toEqual(['entries.0.period.start', 'entries.0.period.end']);
  });
});
