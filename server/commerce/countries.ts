/**
 * The countries a buyer's address may name and the EU member states among them: one list for the checkout
 * form (lib/contract.ts hands it on), the order's validation, the VAT decision and the invoice.
 * Codes are ISO 3166-1 alpha-2; Greece is GR here (its VAT numbers start with EL: vat/vat-prefixes.ts).
 */

// prettier-ignore
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

export type EuCountry = (typeof EU_MEMBER_STATES)[number];

/** The seller invoices from Germany: a German address is the domestic case, and the form lists it first. */
export const SELLER_COUNTRY: EuCountry = 'DE';

/**
 * Every other country a buyer may sit in: the assigned ISO 3166-1 codes and XK, Kosovo. Kosovo has no ISO
 * code yet; XK is the user-assigned code the EU, CLDR (its German name "Kosovo") and browsers use, so a
 * buyer there can order and the form names the country. The e-invoice writes Kosovo as EN 16931 wants it
 * (eInvoiceCountryCode).
 */
const OTHER_COUNTRIES = `AD AE AF AG AI AL AM AO AQ AR AS AU AW AX AZ BA BB BD BF BH BI BJ BL BM BN BO BQ BR BS BT BV BW
  BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX DJ DM DO DZ EC EG EH ER ET FJ FK FM FO GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GS GT GU GW GY HK HM HN HT ID IL IM IN IO IQ IR IS JE JM JO JP KE KG KH KI KM KN KP KR KW
  KY KZ LA LB LC LI LK LR LS LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MU MV MW MX MY MZ NA NC NE NF NG
  NI NO NP NR NU NZ OM PA PE PF PG PH PK PM PN PR PS PW PY QA RE RS RU RW SA SB SC SD SG SH SJ SL SM SN SO SR SS
  ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK
  YE YT ZA ZM ZW`.split(/\s+/);

const MEMBER_STATES: ReadonlySet<string> = new Set(EU_MEMBER_STATES);
const BUYER_COUNTRIES: ReadonlySet<string> = new Set([...EU_MEMBER_STATES, ...OTHER_COUNTRIES]);

export const isEuCountry = (code: string): code is EuCountry => MEMBER_STATES.has(code);

/** A country a buyer's address may name (upper case, as normaliseCountryCode leaves it). */
export const isKnownCountryCode = (code: string): boolean => BUYER_COUNTRIES.has(code);

/** An address country as typed or stored ("at ", "AT"); EL, Greece's VAT prefix, is read as GR. */
export function normaliseCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'EL' ? 'GR' : upper;
}

/** Where a buyer sits for VAT (the server decides the VAT; the form only words its hint after this). */
export type VatRegion = 'germany' | 'eu' | 'outside';

export function vatRegionOf(countryCode: string): VatRegion {
  const code = normaliseCountryCode(countryCode);
  if (code === SELLER_COUNTRY) return 'germany';
  return isEuCountry(code) ? 'eu' : 'outside';
}

const germanNames = new Intl.DisplayNames(['de'], { type: 'region', fallback: 'code' });

/** The German name of a country ("Niederlande"), for addresses and messages; the code when ICU lacks it. */
export const germanCountryName = (code: string): string => germanNames.of(code.toUpperCase()) ?? code;

/**
 * The country code an EN 16931 invoice (XRechnung, ZUGFeRD) writes: its code list is ISO 3166-1 plus 1A
 * for Kosovo, so XK, which it does not know, becomes 1A; every other code stays.
 */
export const eInvoiceCountryCode = (code: string): string => {
  const upper = code.toUpperCase();
  return upper === 'XK' ? '1A' : upper;
};

export type CountryOption = { code: string; name: string };
/** The address form's country list: Germany first (the seller's country), then the EU, then the rest. */
export type CountryChoices = { home: CountryOption; eu: CountryOption[]; others: CountryOption[] };

/**
 * Every buyer country by its name, sorted as a reader of the locale expects. Built on the server and handed
 * to the form, so the browser's own name data (another ICU version) cannot make the list differ. `abroad: false`
 * (a site with EURO_VAT off sells within Germany only): Germany alone.
 */
export function countryChoices(locale = 'de', { abroad = true }: { abroad?: boolean } = {}): CountryChoices {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const option = (code: string): CountryOption => ({ code, name: names.of(code) ?? code });
  const sorted = (codes: readonly string[]) => codes.map(option).sort((a, b) => collator.compare(a.name, b.name));
  return {
    home: option(SELLER_COUNTRY),
    eu: abroad ? sorted(EU_MEMBER_STATES.filter((code) => code !== SELLER_COUNTRY)) : [],
    others: abroad ? sorted(OTHER_COUNTRIES) : [],
  };
}
