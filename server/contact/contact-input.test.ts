import { describe, expect, it } from 'vitest';
import messages from '../../messages/de.json';
import { contactFields, validateContact } from './contact-input';
import { checkFormToken, issueFormToken } from './form-token';

const t = messages.contact.errors;
const du = messages.contact.du.errors;
const VALID = {
  name: ' Paula Personal ',
  email: 'paula@beispiel.de ',
  subject: 'Preise',
  message: 'Was kostet?',
  copy: true,
};

describe('validateContact', () => {
  it('takes a complete form, trimmed', () => {
    expect(validateContact(VALID, 'seeker')).toEqual({
      ok: true,
      value: {
        name: 'Paula Personal',
        email: 'paula@beispiel.de',
        subject: 'Preise',
        message: 'Was kostet?',
        copy: true,
      },
    });
  });

  it.each([
    ['employer', t, 'Bitte geben Sie Ihren Namen an.'],
    ['seeker', du, 'Bitte gib deinen Namen an.'],
  ] as const)('names every missing or wrong field with its German message (%s)', (audience, texts, name) => {
    const empty = { name: ' ', email: 'paula@', subject: '', message: '\n', copy: false };
    expect(validateContact(empty, audience)).toEqual({
      ok: false,
      errors: { name: texts.name, email: texts.email, subject: texts.subject, message: texts.message },
    });
    expect(texts.name).toBe(name);
  });

  it('refuses a message over 5,000 characters next to the field', () => {
    const result = validateContact({ ...VALID, message: 'x'.repeat(5001) }, 'seeker');
    expect(result).toEqual({ ok: false, errors: { message: 'Höchstens 5.000 Zeichen sind erlaubt.' } });
  });

  it('keeps only what a draft may hold from a hostile body', () => {
    const fields = contactFields({ name: 'n'.repeat(100_000), copy: 'ja' });
    expect(fields.name.length).toBeLessThan(300);
    expect(fields).toMatchObject({ email: '', subject: '', message: '', copy: false });
  });
});

describe('the time trap', () => {
  const SECRET = 'test-secret';
  const rendered = Date.UTC(2026, 10, 28, 12, 0, 0);

  it('lets a form through that was rendered at least 3 s ago', () => {
    const token = issueFormToken('franken', rendered, SECRET);
    expect(checkFormToken(token, 'franken', rendered + 3_000, SECRET)).toBe('ok');
  });

  it('refuses a form sent sooner than a person can fill it in', () => {
    const token = issueFormToken('franken', rendered, SECRET);
    expect(checkFormToken(token, 'franken', rendered + 2_999, SECRET)).toBe('tooFast');
  });

  it('refuses a form rendered more than a day ago', () => {
    const token = issueFormToken('franken', rendered, SECRET);
    expect(checkFormToken(token, 'franken', rendered + 24 * 3600_000 + 1, SECRET)).toBe('expired');
  });

  it('refuses a missing, forged, back-dated or other site token', () => {
    const token = issueFormToken('franken', rendered, SECRET);
    const backDated = token.replace(String(rendered), String(rendered - 60_000));
    expect(checkFormToken(undefined, 'franken', rendered + 5_000, SECRET)).toBe('invalid');
    expect(checkFormToken(backDated, 'franken', rendered + 5_000, SECRET)).toBe('invalid');
    expect(checkFormToken(token, 'rosenheim', rendered + 5_000, SECRET)).toBe('invalid');
    expect(checkFormToken(token, 'franken', rendered + 5_000, 'another-secret')).toBe('invalid');
  });
});
