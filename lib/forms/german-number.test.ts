import { describe, expect, it } from 'vitest';
import { parseGermanNumber } from './german-number';

describe('parseGermanNumber: numbers as German users type them', () => {
  it.each([
    ['12,5', 12.5],
    ['1.234,5', 1234.5],
    ['1.234', 1234],
    ['45.000', 45000],
    ['1.250.000', 1250000],
    ['12.5', 12.5],
    ['12.50', 12.5],
    ['0.5', 0.5],
    ['1.2345', 1.2345],
    ['45000', 45000],
    ['0', 0],
    ['-12,5', -12.5],
    ['-1.234', -1234],
    [' 3 800 ', 3800],
    ['1\u00a0234,50', 1234.5],
    ['12,', 12],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['zwölf', null],
    ['1,2,3', null],
    ['1.23.4', null],
    ['1e3', null],
    ['0x10', null],
    ['-', null],
    [',5', null],
  ])('%j → %s', (text, value) => {
    expect(parseGermanNumber(text)).toBe(value);
  });
});
