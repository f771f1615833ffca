import type { EuCountry } from '../countries';

/*
 * Where jsvat 2.5.4 does not follow a member state's rules (found by comparing it with python-stdnum's npm port
 * over random numbers): French keys with letters pass unchecked, and Spanish entities of type J, U and V with a
 * letter as control character are refused although Spain issues them. A wrong acceptance would only cost a VIES
 * request, a wrong refusal a customer, so each gap is closed by the rule of the member state.
 */

/** French key characters: digits and letters without I and O. */
const FRENCH_KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A French number with a letter in its two-character key (the SIREN in digits after it). */
function frenchLetterKeyValid(number: string): boolean {
  const first = FRENCH_KEY_ALPHABET.indexOf(number[0]);
  const second = FRENCH_KEY_ALPHABET.indexOf(number[1]);
  const key = first < 10 ? first * 24 + second - 10 : first * 34 + second - 100;
  return (Number(number.slice(2)) + 1 + Math.floor(key / 11)) % 11 === key % 11;
}

/** The control letter of a Spanish entity (CIF): the Luhn digit of the seven digits, as J, A … I. */
function spanishControlLetterValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const product = Number(number[i + 1]) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return 'JABCDEFGHI'[(10 - (sum % 10)) % 10] === number[8];
}

/** True or false where a rule above decides the number (without prefix); undefined to leave it to jsvat. */
export function checkDigitGap(country: EuCountry, number: string): boolean | undefined {
  if (country === 'FR' && /^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(number) && !/^\d{2}/.test(number)) {
    return frenchLetterKeyValid(number);
  }
  if (country === 'ES' && /^[JUV]\d{7}[A-J]$/.test(number)) return spanishControlLetterValid(number);
  return undefined;
}
