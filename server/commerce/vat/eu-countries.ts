/**
 * The EU member states for VAT: address countries are ISO 3166-1 alpha-2, VAT numbers and VIES use the same
 * codes except Greece (GR in an address, EL in a VAT number).
 */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export type EuCountry = (typeof EU_MEMBER_STATES)[number];

/** The seller invoices from Germany: a German address is the domestic case. */
export const SELLER_COUNTRY: EuCountry = 'DE';

const MEMBER_STATES: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

export const isEuCountry = (code: string): code is EuCountry => MEMBER_STATES.has(code);

/** An address country as typed or stored ("at ", "AT"); EL, Greece's VAT prefix, is read as GR. */
export function normaliseCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'EL' ? 'GR' : upper;
}

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

const germanNames = new Intl.DisplayNames(['de'], { type: 'region' });

/** The German name of a country ("Niederlande"), for messages; the code itself when ICU does not know it. */
export const germanCountryName = (code: string): string => germanNames.of(code) ?? code;
