/**
 * STAND-IN on the orders branch only: helper A's server/commerce/vat/check-customer-vat.ts replaces this file at
 * merge (same signature). It knows just enough for the order tests: Germany 19 %, another EU country with a
 * number VIES calls valid → reverse charge, outside the EU → no German VAT.
 */
import type { VatDecision, ViesChecker } from './vat-types';

const EU = new Set('AT BE BG CY CZ DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '));

export type CustomerVatCheck = {
  decision: VatDecision;
  error: { field: string; message: string } | null;
  viesName: string | null;
};

const DOMESTIC: VatDecision = { treatment: 'domestic', rate: 0.19, note: null };

export async function checkCustomerVat(
  customer: { countryCode: string; vatNumber?: string | null },
  vies: ViesChecker,
): Promise<CustomerVatCheck> {
  const country = customer.countryCode.toUpperCase();
  const number = customer.vatNumber?.replace(/[\s.-]/g, '').toUpperCase() || null;
  if (country === 'DE') return { decision: DOMESTIC, error: null, viesName: null };
  if (!EU.has(country))
    return {
      decision: { treatment: 'outside_eu', rate: 0, note: 'Nicht im Inland steuerbare Leistung' },
      error: null,
      viesName: null,
    };
  if (!number) return { decision: DOMESTIC, error: null, viesName: null };
  const answer = await vies(country === 'GR' ? 'EL' : country, number.replace(/^[A-Z]{2}/, ''));
  if (answer === 'unavailable')
    return {
      decision: DOMESTIC,
      error: { field: 'customer.vatNumber', message: 'Die USt-IdNr. ist gerade nicht prüfbar. Bitte später erneut.' },
      viesName: null,
    };
  if (!answer.valid) return { decision: DOMESTIC, error: null, viesName: null };
  return {
    decision: { treatment: 'reverse_charge', rate: 0, note: 'Steuerschuldnerschaft des Leistungsempfängers' },
    error: null,
    viesName: answer.name,
  };
}
