import { describe, expect, it } from 'vitest';
import { addQuestion, changeQuestion, removeQuestion, splitEmails } from './qualifying-questions';

describe('qualifying questions', () => {
  const one = addQuestion([]);

  it('starts a question as yes/no that "yes" qualifies for', () => {
    expect(one).toEqual([{ question: '', answerType: 'yes_no', expected: 'yes' }]);
  });

  it('drops the qualifying answer when the answer becomes free text', () => {
    expect(changeQuestion(one, 0, { answerType: 'text' })[0]).toMatchObject({ answerType: 'text', expected: null });
  });

  it('changes and removes only the question asked for, keeping ids of saved ones', () => {
    const two = [{ id: 'q1', question: 'Führerschein?', answerType: 'yes_no', expected: 'yes' }, ...one];
    expect(changeQuestion(two, 1, { question: 'Wochenenden?' }).map((q) => q.question)).toEqual([
      'Führerschein?',
      'Wochenenden?',
    ]);
    expect(removeQuestion(two, 1)).toEqual([two[0]]);
  });
});

describe('splitEmails', () => {
  it.each([
    ['', []],
    ['jobs@baeckerei.de', ['jobs@baeckerei.de']],
    ['a@b.de, c@d.de;e@f.de  g@h.de', ['a@b.de', 'c@d.de', 'e@f.de', 'g@h.de']],
  ])('%j → %j', (text, emails) => {
    expect(splitEmails(text)).toEqual(emails);
  });
});
