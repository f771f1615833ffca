import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  type Country,
} from 'jsvat';
import { checkDigitGap } from './check-digit-gaps';
import { type EuCountry, isEuCountry, normaliseCountryCode } from '../countries';
import { countryOfVatPrefix, vatPrefixOf } from './vat-prefixes';

/** jsvat's rules (format and check digit) per member state. */
const RULES: Readonly<Record<EuCountry, Country>> = {
  AT: austria,
  BE: belgium,
  BG: bulgaria,
  CY: cyprus,
  CZ: czechRepublic,
  DE: germany,
  DK: denmark,
  EE: estonia,
  ES: spain,
  FI: finland,
  FR: france,
  GR: greece,
  HR: croatia,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LT: lithuania,
  LU: luxembourg,
  LV: latvia,
  MT: malta,
  NL: netherlands,
  PL: poland,
  PT: portugal,
  RO: romania,
  SE: sweden,
  SI: slovenia,
  SK: slovakiaRepublic,
};

/** A VAT number that passed its country's format and check digit. */
export type VatNumber = {
  /** The member state's code as VIES spells it (EL for Greece). */
  viesCountryCode: string;
  /** The number without the prefix, as VIES wants it ("U12345675"). */
  number: string;
  /** Prefix and number as printed on an invoice ("ATU12345675"). */
  display: string;
};

export type VatNumberProblem =
  /** Not the shape of the country's numbers; country null when no EU country could be told. */
  | { kind: 'format'; country: EuCountry | null }
  | { kind: 'checkDigit'; country: EuCountry }
  /** The number's prefix names another member state than the address. */
  | { kind: 'countryMismatch'; numberCountry: EuCountry; addressCountry: EuCountry };

export type VatNumberResult = { ok: true; vatNumber: VatNumber } | { ok: false; problem: VatNumberProblem };

/** What people type around a VAT number: spaces (also no-break), dots, dashes, slashes, lower case. */
export const normaliseVatInput = (input: string): string => input.toUpperCase().replace(/[\s.\-/_]+/gu, '');

/** Parts people leave out of a number that is otherwise whole. */
function completed(country: EuCountry, rest: string): string {
  // Belgian numbers got a leading 0 in 2007; VIES wants all ten digits.
  if (country === 'BE' && /^\d{9}$/.test(rest)) return `0${rest}`;
  // Austrian numbers are "U" and eight digits; the U is often taken for part of the prefix and dropped.
  if (country === 'AT' && /^\d{8}$/.test(rest)) return `U${rest}`;
  return rest;
}

/** Format and check digit of `rest` (the number without prefix) as a number of `country`. */
function checkAs(country: EuCountry, rest: string): VatNumberResult {
  const number = completed(country, rest);
  const display = `${vatPrefixOf(country)}${number}`;
  const gap = checkDigitGap(country, number);
  if (gap === undefined) {
    const result = checkVAT(display, [RULES[country]]);
    if (!result.isValidFormat) return { ok: false, problem: { kind: 'format', country } };
    if (!result.isValid) return { ok: false, problem: { kind: 'checkDigit', country } };
  } else if (!gap) return { ok: false, problem: { kind: 'checkDigit', country } };
  return { ok: true, vatNumber: { viesCountryCode: vatPrefixOf(country), number, display } };
}

/**
 * Reads a typed VAT number ("atu 1234 5675", "DE-123.456.789", "123456789" with a German address) and checks
 * its format and check digit (docs/product.md §1 EURO_VAT). Without a prefix the address country's is assumed; with
 * one, it must name the address country when that is in the EU (a mismatch is its own problem, so the message can say
 * so).
 */
export function parseVatNumber(input: string, addressCountry?: string): VatNumberResult {
  const clean = normaliseVatInput(input);
  const address = addressCountry === undefined ? null : normaliseCountryCode(addressCountry);
  const euAddress = address !== null && isEuCountry(address) ? address : null;
  const numberCountry = countryOfVatPrefix(clean.slice(0, 2));
  if (numberCountry) {
    if (euAddress && numberCountry !== euAddress) {
      // A number of the address country may itself begin with two letters that spell another prefix (French
      // numbers may begin with two letters): it counts when it is valid as such.
      const asAddressCountry = checkAs(euAddress, clean);
      if (asAddressCountry.ok) return asAddressCountry;
      return { ok: false, problem: { kind: 'countryMismatch', numberCountry, addressCountry: euAddress } };
    }
    return checkAs(numberCountry, clean.slice(2));
  }
  if (!euAddress || !clean) return { ok: false, problem: { kind: 'format', country: euAddress } };
  return checkAs(euAddress, clean);
}
