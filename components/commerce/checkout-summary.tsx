'use client';

import { useTranslations } from 'next-intl';
import { CHECKOUT_FIELDS, type CheckoutValues } from '@/lib/commerce/checkout-form';
import type { CheckoutQuote, CheckoutState } from '@/lib/commerce/checkout-state';
import { vatRegionOf } from '@/lib/contract';
import { formatCents, formatPercent } from '@/lib/contract';
import { countryName, type CheckoutSetup } from './checkout-setup';
import { CheckoutProblems } from './checkout-problems';
import { productIncludes } from './product-text';
import checkout from './checkout.module.scss';
import styles from './commerce.module.scss';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Why the summary charges what it charges, in plain words: reverse charge and outside the EU with the
 * invoice's note; a buyer in another EU country who is charged German VAT learns why (no number, or one
 * VIES does not know). A German buyer needs no explanation.
 */
function vatExplanation(t: Translate, quote: CheckoutQuote, values: CheckoutValues): string | null {
  const rate = formatPercent(quote.vatRate);
  if (quote.vatTreatment === 'reverse_charge') return t('reverseCharge', { note: quote.vatNote ?? '' });
  if (quote.vatTreatment === 'outside_eu') return t('outsideEu', { note: quote.vatNote ?? '' });
  if (vatRegionOf(values.countryCode) !== 'eu') return null;
  const number = values.vatNumber.trim();
  return number ? t('domesticUnverified', { rate, number }) : t('domesticWithoutNumber', { rate });
}

/**
 * Step 2: the order as it will be placed (product, quantity, net, VAT rate, VAT, gross, why this VAT), the
 * invoice address, and the German button solution: "Zahlungspflichtig bestellen" with the payment terms
 * beside it. The form carries every typed value on in hidden fields, so "Zurück" keeps everything, also
 * without JavaScript; placing sends the order key and the gross the buyer saw.
 */
export function CheckoutSummary({
  state,
  setup,
  action,
  pending,
}: {
  state: Extract<CheckoutState, { step: 'summary' }>;
  setup: CheckoutSetup;
  action: (form: FormData) => void;
  pending: boolean;
}) {
  const t = useTranslations('commerce.checkout');
  const tc = useTranslations('commerce');
  const { quote, values } = state;
  const money = (cents: number) => formatCents(cents, quote.currency, setup.currencyPosition);
  const explanation = vatExplanation(t, quote, values);
  return (
    <form action={action} aria-labelledby="checkout-step">
      <h2 id="checkout-step" className={checkout.step} tabIndex={-1}>
        {t('stepSummary')}
      </h2>
      <CheckoutProblems general={state.general} fieldErrors={false} />
      <p>{t('summaryIntro')}</p>
      <section aria-labelledby="checkout-summary-heading">
        <h3 id="checkout-summary-heading">{t('summaryHeading')}</h3>
        <dl className={styles.figures}>
          <dt>{t('product')}</dt>
          <dd>
            <strong>{quote.product.name}</strong>
          </dd>
          <dd className={styles.includes}>{productIncludes(tc, quote.product, setup)}</dd>
          <dt>{t('quantity')}</dt>
          <dd>{quote.quantity}</dd>
          <dt>{t('net')}</dt>
          <dd>{money(quote.netCents)}</dd>
          <dt>{t('vatRate')}</dt>
          <dd>{formatPercent(quote.vatRate)}</dd>
          <dt>{t('vat')}</dt>
          <dd>{money(quote.vatCents)}</dd>
          <dt className={styles.total}>{t('gross')}</dt>
          <dd className={styles.total}>{money(quote.grossCents)}</dd>
        </dl>
        {explanation && (
          <p id="checkout-vat-note" className={checkout.note}>
            {explanation}
          </p>
        )}
      </section>
      <section aria-labelledby="checkout-bill-to">
        <h3 id="checkout-bill-to">{t('billTo')}</h3>
        <address className={checkout.address}>
          {values.companyName}
          <br />
          {values.firstName} {values.lastName}
          <br />
          {values.addressLine1}
          {values.addressLine2 && (
            <>
              <br />
              {values.addressLine2}
            </>
          )}
          <br />
          {values.zip} {values.locality}
          <br />
          {countryName(setup.countries, values.countryCode)}
          <br />
          {values.email}
          {values.vatNumber.trim() && (
            <>
              <br />
              {t('vatNumberShown', { number: values.vatNumber.trim() })}
            </>
          )}
          {values.leitwegId.trim() && (
            <>
              <br />
              {t('leitwegIdShown', { id: values.leitwegId.trim() })}
            </>
          )}
          {values.orderReference.trim() && (
            <>
              <br />
              {t('orderReferenceShown', { reference: values.orderReference.trim() })}
            </>
          )}
        </address>
      </section>
      {CHECKOUT_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ))}
      <input type="hidden" name="orderKey" value={state.orderKey} />
      {setup.returnJob && <input type="hidden" name="job" value={setup.returnJob} />}
      <input type="hidden" name="confirmedGrossCents" value={quote.grossCents} />
      <p id="checkout-payment">{t('payment', { days: setup.paymentDays, email: values.email.trim() })}</p>
      <p className={styles.actions}>
        <button type="submit" name="intent" value="back" className="button button-secondary" disabled={pending}>
          {t('back')}
        </button>
        <button
          type="submit"
          name="intent"
          value="place"
          className="button"
          disabled={pending}
          aria-describedby="checkout-payment"
        >
          {t('placeOrder')}
        </button>
      </p>
    </form>
  );
}
