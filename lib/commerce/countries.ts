/** EU member states by ISO 3166-1 code (Greece is GR here; its VAT numbers start with EL). */
// prettier-ignore
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

/** Every other ISO 3166-1 alpha-2 country a buyer's address may name. */
const OTHER_COUNTRIES = `AD AE AF AG AI AL AM AO AQ AR AS AU AW AX AZ BA BB BD BF BH BI BJ BL BM BN BO BQ BR BS BT BV BW
  BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX DJ DM DO DZ EC EG EH ER ET FJ FK FM FO GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GS GT GU GW GY HK HM HN HT ID IL IM IN IO IQ IR IS JE JM JO JP KE KG KH KI KM KN KP KR KW
  KY KZ LA LB LC LI LK LR LS LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MU MV MW MX MY MZ NA NC NE NF NG
  NI NO NP NR NU NZ OM PA PE PF PG PH PK PM PN PR PS PW PY QA RE RS RU RW SA SB SC SD SG SH SJ SL SM SN SO SR SS
  ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE
  YT ZA ZM ZW`.split(/\s+/);

export const SELLER_COUNTRY = 'DE';

export type CountryOption = { code: string; name: string };
/** The address form's country list: Germany first (the seller's country), then the EU, then the rest. */
export type CountryChoices = { home: CountryOption; eu: CountryOption[]; others: CountryOption[] };

const isEu = (code: string) => (EU_COUNTRIES as readonly string[]).includes(code);

/** Where a buyer sits for VAT (the rules are the server's; the form only words its hint after them). */
export type VatRegion = 'germany' | 'eu' | 'outside';

export function vatRegionOf(countryCode: string): VatRegion {
  const code = countryCode.toUpperCase();
  if (code === SELLER_COUNTRY) return 'germany';
  return isEu(code) ? 'eu' : 'outside';
}

export function isKnownCountry(code: string): boolean {
  return isEu(code) || OTHER_COUNTRIES.includes(code);
}

/**
 * German country names, sorted as a German reader expects. Built on the server and handed to the form, so the
 * browser's own name data (another ICU version) cannot make the list differ between server and client.
 */
export function countryChoices(locale = 'de'): CountryChoices {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const option = (code: string): CountryOption => ({ code, name: names.of(code) ?? code });
  const sorted = (codes: readonly string[]) => codes.map(option).sort((a, b) => collator.compare(a.name, b.name));
  return {
    home: option(SELLER_COUNTRY),
    eu: sorted(EU_COUNTRIES.filter((code) => code !== SELLER_COUNTRY)),
    others: sorted(OTHER_COUNTRIES),
  };
}
