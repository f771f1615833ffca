import { describe, expect, it } from 'vitest';
import { passwordMinLength, passwordPolicyProblem, type PolicySite } from './password-policy';

const site = (on: boolean): PolicySite => ({
  FEATURES: { PASSWORD_POLICY: on },
  SITENAME: 'Jobs in Sachsen',
  REGION_NAME: 'Sachsen',
});
const on = site(true);
const email = 'erika.muster@example.org';

describe('passwordPolicyProblem (PASSWORD_POLICY on)', () => {
  it.each([
    ['a long sentence', 'Kaffee am Morgen mit Blick', null],
    ['twelve mixed characters', 'x7!Rb2vQ9#pL', null],
    ['a long password of lower-case letters only', 'wolkenkratzerdach', null],
    ['eleven characters', 'x7!Rb2vQ9#p', 'passwordTooShort'],
    ['twelve characters after trimming spaces', '  x7!Rb2vQ9#  ', 'passwordTooShort'],
    ['a common password with digits', 'passwort1234', 'passwordCommon'],
    ['a common password in capitals with symbols', 'Sonnenschein!!', 'passwordCommon'],
    ['a common password with leading digits', '2026qwertzuiop', 'passwordCommon'],
    ['one character repeated', 'aaaaaaaaaaaa', 'passwordRepetitive'],
    ['two characters alternating', 'abababababab', 'passwordRepetitive'],
    ['digits in a row', '123456789012', 'passwordRepetitive'],
    ['digits backwards', '987654321098', 'passwordRepetitive'],
    ['the alphabet', 'abcdefghijklm', 'passwordRepetitive'],
    ['a keyboard row', 'asdfghjklyxc', 'passwordRepetitive'],
    ['the local part of the address', 'erika.muster-2026', 'passwordContainsEmail'],
    ['the local part without its dot', 'ErikaMuster!42x', 'passwordContainsEmail'],
    ['the region name', 'ichwohneinSachsen7', 'passwordContainsSite'],
    ['the site name with spaces removed', 'jobsinsachsen-2026', 'passwordContainsSite'],
  ] as const)('%s', (_case, password, expected) => {
    expect(passwordPolicyProblem(password, { email, site: on })).toBe(expected);
  });

  it('skips the address rule while the address is unknown, and for very short local parts', () => {
    expect(passwordPolicyProblem('erika.muster-2026', { email: null, site: on })).toBeNull();
    expect(passwordPolicyProblem('ab-Feldweg-Kiesel', { email: 'ab@example.org', site: on })).toBeNull();
  });
});

describe('PASSWORD_POLICY off: today’s rule, nothing added', () => {
  it.each(['passwort1234', 'aaaaaaaaaa', 'erika.muster', 'jobsinsachsen'])('%s passes the policy', (password) => {
    expect(passwordPolicyProblem(password, { email, site: site(false) })).toBeNull();
  });

  it('has the minimum length of the sign-up (10), 12 with the policy', () => {
    expect(passwordMinLength(site(false))).toBe(10);
    expect(passwordMinLength(on)).toBe(12);
  });
});
