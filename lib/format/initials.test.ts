import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Gesundheitszentrum Ansbach', 'GA'],
    ['Stadtwerke', 'S'],
    ['Müller GmbH & Co. KG', 'M'],
    ['ärztehaus am see', 'ÄA'],
    ['Bäckerei Schmidt-Wagner e.V.', 'BS'],
    ['1. FC Nürnberg', 'FN'],
    ['3M', 'M'],
    ['  ', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
