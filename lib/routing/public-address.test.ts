import { describe, expect, it } from 'vitest';
import { publicAddress } from './public-address';

describe('publicAddress: what the sign-in link returns to', () => {
  it.each([
    [{ pathname: '/jobs', search: '?search=Pflege&page=2' }, '/jobs?search=Pflege&page=2'],
    [{ pathname: '/lebenslauf', search: '' }, '/lebenslauf'],
    [{ pathname: '/jobs', search: `?search=${'x'.repeat(3000)}` }, '/jobs'],
  ])('%o → %s', (url, expected) => {
    expect(publicAddress(url)).toBe(expected);
  });
});
