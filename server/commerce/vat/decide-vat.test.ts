import { describe, expect, it } from 'vitest';
import { decideVat } from './decide-vat';

const REVERSE_CHARGE = 'Steuerschuldnerschaft des Leistungsempfängers';
const NOT_TAXABLE = 'Nicht im Inland steuerbare Leistung';

// With the seller in Germany: [buyer country, VAT number verified, treatment, rate, note]
const TABLE: Array<[string, boolean, string, number, string | null]> = [
  ['DE', false, 'domestic', 0.19, null],
  // A German number is checked, but a German buyer pays German VAT all the same.
  ['DE', true, 'domestic', 0.19, null],
  ['AT', true, 'reverse_charge', 0, REVERSE_CHARGE],
  // Without a number, or with one that failed its check digit or VIES.
  ['AT', false, 'domestic', 0.19, null],
  ['FR', true, 'reverse_charge', 0, REVERSE_CHARGE],
  ['FR', false, 'domestic', 0.19, null],
  ['GR', true, 'reverse_charge', 0, REVERSE_CHARGE],
  ['EL', true, 'reverse_charge', 0, REVERSE_CHARGE],
  ['at', true, 'reverse_charge', 0, REVERSE_CHARGE],
  [' NL ', false, 'domestic', 0.19, null],
  ['CH', false, 'outside_eu', 0, NOT_TAXABLE],
  ['CH', true, 'outside_eu', 0, NOT_TAXABLE],
  ['US', false, 'outside_eu', 0, NOT_TAXABLE],
  // Since 2021 the United Kingdom is outside the EU (Northern Ireland's XI numbers count for goods only).
  ['GB', true, 'outside_eu', 0, NOT_TAXABLE],
  ['NO', false, 'outside_eu', 0, NOT_TAXABLE],
];

describe('decideVat', () => {
  it.each(TABLE)('%s, verified %s → %s %s', (buyerCountry, vatNumberVerified, treatment, rate, note) => {
    expect(decideVat({ buyerCountry, vatNumberVerified })).toEqual({ treatment, rate, note });
  });

  it.each(['', 'D', 'Deutschland', '12'])('refuses "%s", which is no country code (it must not mean 0 %%)', (code) => {
    expect(() => decideVat({ buyerCountry: code, vatNumberVerified: false })).toThrow(/not a country code/);
  });
});
