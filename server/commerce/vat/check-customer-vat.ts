import { formatMessage } from '../../graphql/messages';
import { decideVat } from './decide-vat';
import { isEuCountry, normaliseCountryCode, SELLER_COUNTRY } from '../countries';
import { vatMessages, vatNumberProblemMessage } from './vat-messages';
import { parseVatNumber } from './vat-number';
import type { VatDecision, ViesChecker } from './vat-types';

export type CustomerVatInput = {
  /** The address country of the customer profile (ISO 3166-1 alpha-2). */
  countryCode: string;
  /** As typed; empty or null when none was given. */
  vatNumber?: string | null;
};

export type CustomerVatCheck = {
  decision: VatDecision;
  /** A German field error: the order cannot be placed until it is fixed (or the number removed). */
  error: { field: 'customer.vatNumber'; message: string } | null;
  /** The company name VIES holds for a verified number, when its member state discloses it. */
  viesName: string | null;
  /**
   * The number as the invoice prints it ("ATU12345675"): set when it passed format and check digit and, for
   * another EU country, VIES; null otherwise (no number, outside the EU, an error, not registered).
   */
  vatNumber: string | null;
  /** A German explanation that is no error: VIES does not know the number, so German VAT is charged. */
  notice: string | null;
};

const field = 'customer.vatNumber' as const;

/**
 * docs/product.md §1 EURO_VAT for a customer profile: German buyers pay German VAT, a number they give is
 * checked by format and check digit only. In another member state no number means German VAT; a typo or a number of
 * another country is a field error; VIES decides the rest (registered: reverse charge; not registered: German VAT with
 * a notice; unreachable: a field error, as the rate cannot be known). Outside the EU no number is needed.
 */
export async function checkCustomerVat(input: CustomerVatInput, vies: ViesChecker): Promise<CustomerVatCheck> {
  const country = normaliseCountryCode(input.countryCode);
  const typed = input.vatNumber?.trim() || null;
  const result = (decision: VatDecision, rest: Partial<Omit<CustomerVatCheck, 'decision'>> = {}) => ({
    decision,
    error: null,
    viesName: null,
    vatNumber: null,
    notice: null,
    ...rest,
  });
  // German VAT in the EU, none outside it: what applies unless VIES verifies a number.
  const unverified = decideVat({ buyerCountry: country, vatNumberVerified: false });

  if (!isEuCountry(country) || !typed) return result(unverified);
  const parsed = parseVatNumber(typed, country);
  if (!parsed.ok) return result(unverified, { error: { field, message: vatNumberProblemMessage(parsed.problem) } });
  const { viesCountryCode, number, display } = parsed.vatNumber;
  // A German number does not change the rate: VIES is not asked.
  if (country === SELLER_COUNTRY) return result(unverified, { vatNumber: display });

  const answer = await vies(viesCountryCode, number);
  if (answer === 'unavailable') return result(unverified, { error: { field, message: vatMessages.unavailable } });
  if (!answer.valid) {
    return result(unverified, { notice: formatMessage(vatMessages.notRegistered, { vatNumber: display }) });
  }
  return result(decideVat({ buyerCountry: country, vatNumberVerified: true }), {
    viesName: answer.name,
    vatNumber: display,
  });
}
