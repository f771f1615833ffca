import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './account-limits';

describe('the e-mail address rule of the account forms', () => {
  it.each([
    ['erika@example.org', true],
    ['erika.musterfrau@müller.de', true],
    ['jürgen@example.org', true],
    ['erika@localhost', false],
    ['erika musterfrau@example.org', false],
    ['erika@@example.org', false],
    ['"erika"@example.org', false],
    ['@example.org', false],
  ])('%s is accepted: %s', (address, accepted) => {
    expect(EMAIL_PATTERN.test(address)).toBe(accepted);
  });
});
