import { describe, expect, it } from 'vitest';
import { draftFields, validateApplication, type ApplicationRules } from './validate-application';

const OPEN: ApplicationRules = { requireCv: false, requireCoverLetter: false, requireAnswers: false, questions: [] };
const VALID = {
  firstName: 'Anna',
  lastName: 'Huber',
  emailAddress: 'anna.huber@example.org',
  coverLetter: '',
  answers: {},
};

describe('validateApplication (docs/product.md §3 application form, docs/product.md §5 attachments optional)', () => {
  it('accepts names and an address; attachments and cover letter are optional by default', () => {
    expect(validateApplication(VALID, 0, OPEN)).toEqual({});
  });

  it.each([
    ['a missing first name', { firstName: ' ' }, 'firstName', 'Bitte gib deinen Vornamen an.'],
    ['a missing last name', { lastName: '' }, 'lastName', 'Bitte gib deinen Nachnamen an.'],
    [
      'an invalid address',
      { emailAddress: 'anna@' },
      'emailAddress',
      'Bitte gib eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.',
    ],
    [
      'an over-long cover letter',
      { coverLetter: 'x'.repeat(10_001) },
      'coverLetter',
      'Das Anschreiben darf höchstens 10.000 Zeichen lang sein.',
    ],
  ])('names %s next to its field', (_name, change, field, message) => {
    expect(validateApplication({ ...VALID, ...change }, 0, OPEN)).toEqual({ [field]: message });
  });

  it('asks for a cover letter and a CV when the job requires them', () => {
    expect(validateApplication(VALID, 0, { ...OPEN, requireCoverLetter: true, requireCv: true })).toEqual({
      coverLetter: 'Für diese Stelle wünscht sich der Arbeitgeber ein Anschreiben.',
      attachments: 'Für diese Stelle wünscht sich der Arbeitgeber deinen Lebenslauf. Bitte häng ihn an.',
    });
    expect(
      validateApplication({ ...VALID, coverLetter: 'Ich pflege gern.' }, 1, {
        ...OPEN,
        requireCoverLetter: true,
        requireCv: true,
      }),
    ).toEqual({});
  });

  it('allows at most 5 attachments', () => {
    expect(validateApplication(VALID, 6, OPEN).attachments).toBe('Bitte häng höchstens 5 Dateien an.');
  });

  it('asks for answers to the qualifying questions when required', () => {
    const rules = { ...OPEN, requireAnswers: true, questions: [{ id: 'q1', answerType: 'yes_no' }] };
    expect(validateApplication(VALID, 0, rules)).toEqual({ 'answer.q1': 'Bitte beantworte diese Frage.' });
    expect(validateApplication({ ...VALID, answers: { q1: 'ja' } }, 0, rules)).toEqual({});
  });

  it('keeps what was typed, only cut to bounded lengths', () => {
    const fields = draftFields(
      {
        firstName: 'Anna',
        lastName: 'x'.repeat(500),
        emailAddress: 'a@b.de',
        coverLetter: 'Hallo',
        'answer.q1': 'ja',
        other: 'ignored',
      },
      ['q1'],
    );
    expect(fields).toEqual({
      firstName: 'Anna',
      lastName: 'x'.repeat(101),
      emailAddress: 'a@b.de',
      coverLetter: 'Hallo',
      answers: { q1: 'ja' },
    });
  });
});
