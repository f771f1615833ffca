import { isEuCountry, normaliseCountryCode, SELLER_COUNTRY } from '../countries';
import type { VatDecision } from './vat-types';
import { vatMessages } from './vat-messages';

/** The German standard rate (§12 (1) UStG) as a fraction. */
export const GERMAN_VAT_RATE = 0.19;

export type VatFacts = {
  /** The buyer's address country (ISO 3166-1 alpha-2, "GR" for Greece). */
  buyerCountry: string;
  /** True only when the buyer's VAT number passed format, check digit and VIES. */
  vatNumberVerified: boolean;
};

/**
 * docs/product.md §1 EURO_VAT, the seller being in Germany: a German buyer pays 19 %; a business in another member
 * state with a verified VAT number owes the VAT itself (reverse charge, EN 16931 category AE); without one it pays
 * German VAT; outside the EU the service is not taxable in Germany (§3a (2) UStG, category O).
 */
export function decideVat({ buyerCountry, vatNumberVerified }: VatFacts): VatDecision {
  const country = normaliseCountryCode(buyerCountry);
  // A code that is no country at all must not fall through to "outside the EU", which charges no VAT.
  if (!/^[A-Z]{2}$/.test(country)) throw new Error(`decideVat: "${buyerCountry}" is not a country code.`);
  if (!isEuCountry(country)) return { treatment: 'outside_eu', rate: 0, note: vatMessages.outsideEuNote };
  if (country !== SELLER_COUNTRY && vatNumberVerified) {
    return { treatment: 'reverse_charge', rate: 0, note: vatMessages.reverseChargeNote };
  }
  return { treatment: 'domestic', rate: GERMAN_VAT_RATE, note: null };
}
