import { describe, expect, it } from 'vitest';
import { countryChoices, EU_COUNTRIES, isKnownCountry, vatRegionOf } from './countries';

describe('countryChoices: Germany first, then the EU, then the others', () => {
  const choices = countryChoices();

  it('puts Germany first, by its German name', () => {
    expect(choices.home).toEqual({ code: 'DE', name: 'Deutschland' });
  });

  it('lists the other 26 member states, sorted by German name', () => {
    expect(choices.eu).toHaveLength(26);
    expect(choices.eu.map((c) => c.code)).not.toContain('DE');
    expect(choices.eu[0]).toEqual({ code: 'BE', name: 'Belgien' });
    expect(choices.eu.find((c) => c.code === 'AT')?.name).toBe('Österreich');
    const names = choices.eu.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('offers the rest of the world after them, without repeating a member state', () => {
    const codes = choices.others.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['CH', 'GB', 'US', 'NO', 'LI']));
    expect(codes.filter((code) => (EU_COUNTRIES as readonly string[]).includes(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(choices.others.find((c) => c.code === 'CH')?.name).toBe('Schweiz');
  });
});

describe('vatRegionOf', () => {
  it.each([
    ['DE', 'germany'],
    ['de', 'germany'],
    ['AT', 'eu'],
    ['GR', 'eu'],
    ['FR', 'eu'],
    ['CH', 'outside'],
    ['GB', 'outside'],
    ['NO', 'outside'],
  ])('%s → %s', (code, region) => {
    expect(vatRegionOf(code)).toBe(region);
  });
});

describe('isKnownCountry', () => {
  it.each([
    ['DE', true],
    ['AT', true],
    ['US', true],
    ['EL', false],
    ['XX', false],
    ['', false],
  ])('%s → %s', (code, known) => {
    expect(isKnownCountry(code)).toBe(known);
  });
});
