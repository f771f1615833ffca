// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readCheckoutForm, validateCheckout } from '@/lib/commerce/checkout-form';
import type { CheckoutState } from '@/lib/commerce/checkout-state';
import type { CheckoutValues } from '@/lib/commerce/checkout-form';
import { AUSTRIAN_BUYER, CommerceTestProviders, GERMAN_BUYER, quoteFor, SETUP } from './commerce-testing';
import { CheckoutFlow } from './checkout-flow';

afterEach(cleanup);

/** What the server action does with a post, without a server: the form's own checks, then a quote. */
const posted: FormData[] = [];
async function action(_previous: CheckoutState, form: FormData): Promise<CheckoutState> {
  posted.push(form);
  const values = readCheckoutForm(form);
  const orderKey = String(form.get('orderKey'));
  const errors = validateCheckout(values);
  if (form.get('intent') === 'back' || Object.keys(errors).length)
    return { step: 'edit', values, orderKey, errors, general: [] };
  const quote = quoteFor('reverse_charge', 'Steuerschuldnerschaft des Leistungsempfängers');
  return { step: 'summary', values, orderKey, quote, general: [] };
}

function renderFlow(values: CheckoutValues = { ...AUSTRIAN_BUYER, companyName: '' }) {
  posted.length = 0;
  render(
    <CommerceTestProviders>
      <CheckoutFlow
        setup={SETUP}
        action={action}
        initial={{
          step: 'edit',
          values,
          orderKey: 'order-key-1',
          errors: {},
          general: [],
        }}
      />
    </CommerceTestProviders>,
  );
}

describe('the checkout flow around its server action', () => {
  it('keeps what was typed on an error, puts the error next to the field and moves focus there', async () => {
    renderFlow();
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Graz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    const company = await screen.findByRole('textbox', {
      name: 'Firma',
      description: 'Bitte geben Sie den Namen Ihrer Firma an.',
    });
    await waitFor(() => expect(document.activeElement).toBe(company));
    expect(posted[0].get('intent')).toBe('quote');
    expect(screen.getByLabelText('Ort')).toHaveProperty('value', 'Graz');
    expect(screen.getByLabelText('Umsatzsteuer-Identifikationsnummer (optional)')).toHaveProperty(
      'value',
      'ATU12345675',
    );
  });

  it('goes on to the summary, and "Zurück" returns with everything kept', async () => {
    renderFlow();
    fireEvent.change(screen.getByLabelText('Firma'), { target: { value: 'Wiener Bau GmbH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    const heading = await screen.findByRole('heading', { name: 'Schritt 2 von 2: Übersicht' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await screen.findByRole('heading', { name: 'Schritt 1 von 2: Auswahl und Rechnungsangaben' });
    expect(posted.at(-1)!.get('intent')).toBe('back');
    expect(posted.map((form) => form.get('orderKey'))).toEqual(['order-key-1', 'order-key-1']);
    expect(screen.getByLabelText('Firma')).toHaveProperty('value', 'Wiener Bau GmbH');
    expect(screen.getByLabelText('Land')).toHaveProperty('value', 'AT');
    expect(screen.getByRole('radio', { name: '5 Stellenanzeigen' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Ihre Bestellreferenz (optional)')).toHaveProperty('value', 'PO-4711');
  });

  it('after a field error keeps every field as typed, the country too (an Austrian order stays Austrian)', async () => {
    renderFlow({ ...GERMAN_BUYER, companyName: '' });
    const typed = {
      Firma: '',
      Vorname: 'Anna',
      Nachname: 'Huber',
      'E-Mail-Adresse für Rechnungen': 'office@huber.at',
      Ort: 'Graz',
      Postleitzahl: '8010',
      'Umsatzsteuer-Identifikationsnummer (optional)': 'ATU12345675',
    };
    for (const [label, value] of Object.entries(typed))
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'AT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await screen.findByRole('textbox', { name: 'Firma', description: 'Bitte geben Sie den Namen Ihrer Firma an.' });
    expect(posted[0].get('countryCode')).toBe('AT');
    expect(screen.getByLabelText('Land')).toHaveProperty('value', 'AT');
    for (const [label, value] of Object.entries(typed))
      expect(screen.getByLabelText(label)).toHaveProperty('value', value);

    // The second try posts the country as shown, not Deutschland.
    fireEvent.change(screen.getByLabelText('Firma'), { target: { value: 'Huber Bau GmbH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await screen.findByRole('heading', { name: 'Schritt 2 von 2: Übersicht' });
    expect(posted[1].get('countryCode')).toBe('AT');
  });
});
