import { commerceMessages as m } from './commerce-messages';

/**
 * The Leitweg-ID of a German public-sector buyer (KoSIT format): a coarse address of 2 to 12 digits, an
 * optional fine address of up to 30 letters and digits, and two check digits, joined by hyphens
 * ("04011000-1234512345-06"). XRechnung carries it as the buyer reference, BT-10.
 */
const FORMAT = /^(\d{2,12})(?:-([A-Z0-9]{1,30}))?-(\d{2})$/;

/** As typed, the way it is kept: spaces dropped, letters in capitals. */
export function normaliseLeitwegId(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** ISO/IEC 7064 MOD 97-10 over the ID without hyphens, letters as 10 (A) to 35 (Z): a valid ID leaves 1. */
function mod97(digitsAndLetters: string): number {
  let rest = 0;
  for (const char of digitsAndLetters) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** What is wrong with a Leitweg-ID (normalised), in German; null when format and check digits are right. */
export function leitwegIdProblem(id: string): string | null {
  if (id.length > 46 || !FORMAT.test(id)) return m.validation.leitwegId;
  return mod97(id.replaceAll('-', '')) === 1 ? null : m.validation.leitwegIdCheckDigit;
}
