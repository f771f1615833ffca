import { describe, expect, it } from 'vitest';
import {
  countryChoices,
  eInvoiceCountryCode,
  EU_MEMBER_STATES,
  germanCountryName,
  isEuCountry,
  isKnownCountryCode,
  normaliseCountryCode,
  vatRegionOf,
} from './countries';
import { customerProfileSchema } from './orders/order-input';

const choices = countryChoices();
const offered = [choices.home, ...choices.eu, ...choices.others];

describe('countryChoices: Germany first, then the EU, then the others', () => {
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
    expect(codes.filter(isEuCountry)).toEqual([]);
    expect(choices.others.find((c) => c.code === 'CH')?.name).toBe('Schweiz');
  });

  it('offers Germany alone where the site sells within Germany only (EURO_VAT off)', () => {
    expect(countryChoices('de', { abroad: false })).toEqual({ home: choices.home, eu: [], others: [] });
  });

  it('offers Kosovo by its German name', () => {
    expect(choices.others.find((c) => c.code === 'XK')).toEqual({ code: 'XK', name: 'Kosovo' });
  });
});

describe('the form offers exactly the countries the order accepts', () => {
  const address = { addressLine1: 'Hauptstraße 1', zip: '10115', locality: 'Berlin' };
  const profile = (countryCode: string) => ({
    companyName: 'Bau AG',
    email: 'einkauf@example.com',
    firstName: 'Eva',
    lastName: 'Muster',
    address: { ...address, countryCode },
  });

  it('offers 250 countries, each once', () => {
    expect(offered).toHaveLength(250);
    expect(new Set(offered.map((c) => c.code)).size).toBe(250);
  });

  it('every offered country passes the order validation', () => {
    const refused = offered.filter((c) => !customerProfileSchema.safeParse(profile(c.code)).success);
    expect(refused).toEqual([]);
  });

  it.each(['XX', 'EU', 'EL', '1A', ''])('a code the form does not offer (%j) is refused', (code) => {
    expect(customerProfileSchema.safeParse(profile(code)).success).toBe(false);
    expect(isKnownCountryCode(code)).toBe(false);
  });
});

describe('vatRegionOf', () => {
  it.each([
    ['DE', 'germany'],
    ['de', 'germany'],
    ['AT', 'eu'],
    ['GR', 'eu'],
    ['EL', 'eu'],
    ['FR', 'eu'],
    ['CH', 'outside'],
    ['GB', 'outside'],
    ['NO', 'outside'],
    ['XK', 'outside'],
  ])('%s → %s', (code, region) => {
    expect(vatRegionOf(code)).toBe(region);
  });

  it('knows the 27 member states', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
  });
});

describe('country codes as typed, named and written in an e-invoice', () => {
  it.each([
    [' at ', 'AT'],
    ['EL', 'GR'],
    ['gr', 'GR'],
  ])('normaliseCountryCode(%j) → %s', (typed, code) => {
    expect(normaliseCountryCode(typed)).toBe(code);
  });

  it.each([
    ['AT', 'Österreich'],
    ['nl', 'Niederlande'],
    ['XK', 'Kosovo'],
  ])('germanCountryName(%s) → %s', (code, name) => {
    expect(germanCountryName(code)).toBe(name);
  });

  it.each([
    ['XK', '1A'],
    ['xk', '1A'],
    ['DE', 'DE'],
    ['ch', 'CH'],
  ])('eInvoiceCountryCode(%s) → %s (EN 16931 writes Kosovo as 1A)', (code, written) => {
    expect(eInvoiceCountryCode(code)).toBe(written);
  });
});
