import { describe, expect, it } from 'vitest';
import { leitwegIdProblem, normaliseLeitwegId } from './leitweg-id';

describe('Leitweg-ID', () => {
  it.each([
    // The example of the KoSIT format specification.
    '04011000-1234512345-06',
    // Without a fine address, and with letters in it (A = 10 … Z = 35).
    '991-35',
    '04011000-ABC-08',
  ])('accepts %s', (id) => {
    expect(leitwegIdProblem(id)).toBeNull();
  });

  it('refuses a typo through the check digits', () => {
    expect(leitwegIdProblem('04011000-1234512346-06')).toBe(
      'Die Prüfziffer der Leitweg-ID stimmt nicht. Bitte prüfen Sie die Leitweg-ID auf Tippfehler.',
    );
  });

  it.each([
    ['no check digits', '04011000-1234512345'],
    ['a coarse address of one digit', '4-1234-06'],
    ['a coarse address of 13 digits', '0401100012345-06'],
    ['a fine address of 31 characters', `04-${'1'.repeat(31)}-06`],
    ['other characters', '04011000_1234512345-06'],
  ])('refuses %s with the format in the message', (_case, id) => {
    expect(leitwegIdProblem(id)).toMatch(/^Bitte geben Sie eine gültige Leitweg-ID an/);
  });

  it('is kept without spaces and in capitals', () => {
    expect(normaliseLeitwegId(' 04011000-abc-08 ')).toBe('04011000-ABC-08');
  });
});
