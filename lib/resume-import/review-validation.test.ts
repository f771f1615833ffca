import { describe, expect, it } from 'vitest';
import { validateReview } from './review-validation';
import { PROPOSAL } from './review-testing';
import { readReviewForm, type ReviewValues, valuesFromProposal } from './review-values';

/** The form as the browser posts it (checkboxes only when ticked). */
function post(values: ReviewValues): FormData {
  const form = new FormData();
  const set = (name: string, value: string | boolean) => {
    if (value === false) return;
    form.set(name, value === true ? 'on' : value);
  };
  for (const [key, value] of Object.entries(values.personal)) set(`personal.${key}`, value);
  for (const list of ['work', 'education'] as const) {
    form.set(`${list}.count`, String(values[list].length));
    values[list].forEach((entry, i) => {
      for (const key of [
        'id',
        'include',
        'title',
        'organization',
        'location',
        'start',
        'end',
        'current',
        'summary',
      ] as const)
        set(`${list}.${i}.${key}`, entry[key]);
      if (entry.degreeLevel) set(`${list}.${i}.degreeLevel.tid`, String(entry.degreeLevel.tid));
    });
  }
  form.set('languages.count', String(values.languages.length));
  values.languages.forEach((l, i) => {
    set(`languages.${i}.tid`, String(l.tid));
    set(`languages.${i}.label`, l.label);
    set(`languages.${i}.level`, l.level);
    set(`languages.${i}.include`, l.include);
  });
  form.set('skills.count', String(values.skills.length));
  values.skills.forEach((s, i) => {
    set(`skills.${i}.tid`, String(s.tid));
    set(`skills.${i}.include`, s.include);
  });
  set('languagesFree', values.languagesFree);
  set('skillsFree', values.skillsFree);
  return form;
}

describe('the review of a proposal', () => {
  it('round-trips through the form and confirms the fields in the resume shapes', () => {
    const values = readReviewForm(post(valuesFromProposal(PROPOSAL)));
    expect(values.personal.birthday).toBe('12.03.1990');
    expect(values.work[0].start).toBe('03/2019');
    const result = validateReview(values);
    expect(result).toEqual({
      ok: true,
      confirmed: {
        personalInfo: {
          salutation: 'ms',
          firstName: 'Anna',
          lastName: 'Huber',
          phone: '0171 2345678',
          birthday: '1990-03-12',
          homeLocationText: '83022 Rosenheim',
        },
        workExperience: [
          {
            id: 'import-work-1',
            jobTitle: 'Pflegefachkraft',
            companyName: 'Klinikum Rosenheim',
            location: 'Rosenheim',
            period: { start: '2019-03', current: true },
            summary: 'Grundpflege',
          },
        ],
        education: [
          {
            id: 'import-education-1',
            institution: 'Berufsfachschule für Pflege',
            studyProgram: 'Ausbildung zur Pflegefachkraft',
            degreeLevel: 7005,
            period: { start: '2016-09', end: '2019-07' },
          },
        ],
        languages: { tids: [6001], free: 'Portugiesisch (A1)', notes: 'Deutsch: Muttersprache' },
        skills: { tids: [5036], free: 'Kinästhetik' },
      },
    });
  });

  it('leaves out what was unticked', () => {
    const values = valuesFromProposal(PROPOSAL);
    values.work[0].include = false;
    values.skills[0].include = false;
    const result = validateReview(readReviewForm(post(values)));
    expect(result.ok && result.confirmed.workExperience).toEqual([]);
    expect(result.ok && result.confirmed.skills.tids).toEqual([]);
  });

  it.each([
    [
      'work.0.start',
      (v: ReviewValues) => (v.work[0].start = '2019'),
      'Bitte gib den Monat als MM/JJJJ an, z. B. 03/2019.',
    ],
    ['work.0.title', (v: ReviewValues) => (v.work[0].title = ' '), 'Bitte ausfüllen oder den Eintrag abwählen.'],
    ['education.0.end', (v: ReviewValues) => (v.education[0].end = '01/2010'), 'Das Ende liegt vor dem Beginn.'],
    [
      'personal.birthday',
      (v: ReviewValues) => (v.personal.birthday = '31.02.1990'),
      'Bitte gib ein Datum als TT.MM.JJJJ an, z. B. 12.03.1990.',
    ],
    [
      'personal.phone',
      (v: ReviewValues) => (v.personal.phone = 'keine'),
      'Bitte gib eine Telefonnummer mit Ziffern an.',
    ],
    [
      'personal.firstName',
      (v: ReviewValues) => (v.personal.firstName = 'x'.repeat(101)),
      'Bitte höchstens 100 Zeichen.',
    ],
  ])('puts a German message on %s', (field, change, message) => {
    const values = valuesFromProposal(PROPOSAL);
    change(values);
    const result = validateReview(readReviewForm(post(values)));
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('takes back no more entries than the bound, whatever the count says', () => {
    const form = post(valuesFromProposal(PROPOSAL));
    form.set('work.count', '100000');
    expect(readReviewForm(form).work).toHaveLength(30);
  });
});
