/** How member states prefix their VAT numbers: as their address code, except Greece (GR, VAT prefix EL). */
import { type EuCountry, isEuCountry } from '../countries';

/** The prefix of a member state's VAT numbers, as VIES wants it. */
export const vatPrefixOf = (country: EuCountry): string => (country === 'GR' ? 'EL' : country);

/**
 * The member state a VAT number's first two letters name, else null. GR is accepted too: Greek customers
 * often type their country's ISO code, and the number is the same.
 */
export function countryOfVatPrefix(prefix: string): EuCountry | null {
  const country = prefix === 'EL' ? 'GR' : prefix;
  return isEuCountry(country) ? country : null;
}

/** The shape of each member state's VAT numbers, shown when a number has the wrong one. */
export const VAT_NUMBER_EXAMPLES: Readonly<Record<EuCountry, string>> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  BG: 'BG123456789',
  CY: 'CY12345678X',
  CZ: 'CZ12345678',
  DE: 'DE123456789',
  DK: 'DK12345678',
  EE: 'EE101234567',
  ES: 'ESX1234567X',
  FI: 'FI12345678',
  FR: 'FRXX123456789',
  GR: 'EL123456789',
  HR: 'HR12345678901',
  HU: 'HU12345678',
  IE: 'IE1234567T',
  IT: 'IT12345678901',
  LT: 'LT123456789',
  LU: 'LU12345678',
  LV: 'LV12345678901',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  PT: 'PT123456789',
  RO: 'RO1234567890',
  SE: 'SE123456789001',
  SI: 'SI12345678',
  SK: 'SK1234567890',
};
