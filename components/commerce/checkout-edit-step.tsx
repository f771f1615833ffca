'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_LENGTH, MAX_QUANTITY, type CheckoutField } from '@/lib/commerce/checkout-form';
import type { CheckoutState } from '@/lib/commerce/checkout-state';
import { vatRegionOf } from '@/lib/contract';
import { SelectField, TextField } from '@/components/posting/form-fields';
import type { CheckoutSetup } from './checkout-setup';
import { CheckoutProblems } from './checkout-problems';
import { ProductChoice } from './product-choice';
import checkout from './checkout.module.scss';
import styles from './commerce.module.scss';

const VAT_HINT = { germany: 'vatHintGermany', eu: 'vatHintEu', outside: 'vatHintOutside' } as const;

type Autocomplete = Partial<Record<CheckoutField, string>>;
const AUTOCOMPLETE: Autocomplete = {
  companyName: 'organization',
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  zip: 'postal-code',
  locality: 'address-level2',
  countryCode: 'country',
};

/**
 * Step 1: product, quantity, the docs/product.md §3 customer profile and the purchase-order reference. A plain form
 * posting to the checkout action ("Weiter zur Übersicht"); the values shown are what was typed last, errors stand
 * next to their fields. The VAT hint follows the chosen country (rendered for the country posted last when
 * the browser runs no script).
 */
export function CheckoutEditStep({
  state,
  setup,
  action,
  pending,
}: {
  state: Extract<CheckoutState, { step: 'edit' }>;
  setup: CheckoutSetup;
  action: (form: FormData) => void;
  pending: boolean;
}) {
  const t = useTranslations('commerce.checkout');
  const { values, errors } = state;
  const [country, setCountry] = useState(values.countryCode);
  // Text fields and the country select alike; a select takes no maxLength.
  const choice = (name: CheckoutField, required = true) => ({
    id: `checkout-${name}`,
    name,
    label: t(name),
    defaultValue: values[name],
    error: errors[name],
    autoComplete: AUTOCOMPLETE[name],
    required: required || undefined,
  });
  const field = (name: CheckoutField, required = true) => ({
    ...choice(name, required),
    maxLength: MAX_LENGTH[name],
  });
  return (
    <form action={action} noValidate aria-labelledby="checkout-step">
      <h2 id="checkout-step" className={checkout.step} tabIndex={-1}>
        {t('stepEdit')}
      </h2>
      <CheckoutProblems general={state.general} fieldErrors={Object.keys(errors).length > 0} />
      <input type="hidden" name="orderKey" value={state.orderKey} />
      {setup.returnJob && <input type="hidden" name="job" value={setup.returnJob} />}
      <ProductChoice products={setup.products} context={setup} selected={values.productId} error={errors.productId} />
      <div className={checkout.short}>
        <TextField {...field('quantity')} type="number" inputMode="numeric" min={1} max={MAX_QUANTITY} />
      </div>
      <fieldset className={checkout.group} aria-describedby="checkout-customer-hint">
        <legend>{t('customer')}</legend>
        <p id="checkout-customer-hint" className={styles.hint}>
          {t('customerHint')}
        </p>
        <div className={checkout.fields}>
          <div className={checkout.wide}>
            <TextField {...field('companyName')} />
          </div>
          <TextField {...field('firstName')} />
          <TextField {...field('lastName')} />
          <div className={checkout.wide}>
            <TextField {...field('email')} type="email" spellCheck={false} />
          </div>
          <TextField {...field('addressLine1')} />
          <TextField {...field('addressLine2', false)} />
          <TextField {...field('zip')} />
          <TextField {...field('locality')} />
          <SelectField {...choice('countryCode')} onChange={(event) => setCountry(event.target.value)}>
            <option value={setup.countries.home.code}>{setup.countries.home.name}</option>
            {setup.countries.eu.length > 0 && (
              <optgroup label={t('euCountries')}>
                {setup.countries.eu.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            )}
            {setup.countries.others.length > 0 && (
              <optgroup label={t('otherCountries')}>
                {setup.countries.others.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            )}
          </SelectField>
          <TextField
            {...field('vatNumber', false)}
            hint={t(VAT_HINT[vatRegionOf(country)])}
            spellCheck={false}
            autoCapitalize="characters"
          />
          <TextField
            {...field('leitwegId', false)}
            hint={t('leitwegIdHint')}
            spellCheck={false}
            autoCapitalize="characters"
          />
          {setup.asksOrderReference && (
            <div className={checkout.wide}>
              <TextField {...field('orderReference', false)} hint={t('orderReferenceHint')} />
            </div>
          )}
        </div>
      </fieldset>
      <p className={styles.actions}>
        <button type="submit" name="intent" value="quote" className="button" disabled={pending}>
          {t('toSummary')}
        </button>
      </p>
    </form>
  );
}
