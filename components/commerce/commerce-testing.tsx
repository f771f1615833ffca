import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { countryChoices } from '@/lib/contract';
import type { CheckoutValues } from '@/lib/commerce/checkout-form';
import type { CheckoutQuote } from '@/lib/commerce/checkout-state';
import type { ShopProductFieldsFragment } from '@/lib/graphql/generated/operations';
import type { CheckoutSetup } from './checkout-setup';

/** The German messages the commerce islands run with in the browser. */
export function CommerceTestProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="de" timeZone="Europe/Berlin" messages={{ commerce: messages.commerce }}>
      {children}
    </NextIntlClientProvider>
  );
}

const product = (sku: string, kind: 'credits' | 'subscription', name: string, netCents: number, extra = {}) =>
  ({
    id: `id-${sku}`,
    sku,
    kind,
    name,
    netCents,
    currency: 'EUR',
    credits: null,
    jobSlots: null,
    resumeContactSlots: null,
    durationDays: null,
    ...extra,
  }) satisfies ShopProductFieldsFragment;

/** The catalogue of migration 0013 as checkout.products answers it. */
export const PRODUCTS: ShopProductFieldsFragment[] = [
  product('job-credits-1', 'credits', '1 Stellenanzeige', 24900, { credits: 1 }),
  product('job-credits-5', 'credits', '5 Stellenanzeigen', 109500, { credits: 5 }),
  product('job-credits-10', 'credits', '10 Stellenanzeigen', 199000, { credits: 10 }),
  product('subscription-monthly', 'subscription', 'Abo Monat', 49900, {
    jobSlots: 5,
    resumeContactSlots: 10,
    durationDays: 30,
  }),
];

export const SETUP: CheckoutSetup = {
  products: PRODUCTS,
  countries: countryChoices(),
  asksOrderReference: true,
  paymentDays: 14,
  site: 'Saarland-Jobs',
  postingDays: 30,
  currencyPosition: 'after',
  resumeContacts: true,
};

export const GERMAN_BUYER: CheckoutValues = {
  productId: 'id-job-credits-5',
  quantity: '1',
  companyName: 'Saarbau GmbH',
  email: 'rechnung@saarbau.de',
  firstName: 'Eva',
  lastName: 'Klein',
  addressLine1: 'Hauptstraße 1',
  addressLine2: '',
  zip: '66111',
  locality: 'Saarbrücken',
  countryCode: 'DE',
  vatNumber: '',
  leitwegId: '',
  orderReference: 'PO-4711',
};

export const AUSTRIAN_BUYER: CheckoutValues = {
  ...GERMAN_BUYER,
  companyName: 'Wiener Bau GmbH',
  email: 'office@wienerbau.at',
  addressLine1: 'Ringstraße 1',
  zip: '1010',
  locality: 'Wien',
  countryCode: 'AT',
  vatNumber: 'ATU12345675',
};

/** checkoutQuote's answer for the 5-credit pack at a rate (19 % German VAT, 0 % reverse charge …). */
export function quoteFor(treatment: CheckoutQuote['vatTreatment'], vatNote: string | null = null): CheckoutQuote {
  const vatRate = treatment === 'domestic' ? 0.19 : 0;
  const vatCents = Math.round(109500 * vatRate);
  return {
    product: PRODUCTS[1],
    quantity: 1,
    netCents: 109500,
    vatRate,
    vatTreatment: treatment,
    vatCents,
    grossCents: 109500 + vatCents,
    currency: 'EUR',
    vatNote,
  };
}
