import { describe, expect, it } from 'vitest';
import { firstValue } from './search-params';

describe('firstValue', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    [' Pflege ', 'Pflege'],
    [['2', '3'], '2'],
    [[], ''],
  ] as const)('%j → %j', (value, expected) => {
    expect(firstValue(value as string | string[] | undefined)).toBe(expected);
  });
});
