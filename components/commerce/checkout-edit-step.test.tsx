// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CheckoutState } from '@/lib/commerce/checkout-state';
import { AUSTRIAN_BUYER, CommerceTestProviders, GERMAN_BUYER, SETUP } from './commerce-testing';
import { CheckoutEditStep } from './checkout-edit-step';

afterEach(cleanup);

type EditState = Extract<CheckoutState, { step: 'edit' }>;
const noop = () => {};

function renderStep(state: Partial<EditState> = {}, setup = SETUP) {
  const full: EditState = {
    step: 'edit',
    values: GERMAN_BUYER,
    orderKey: 'order-key-1',
    errors: {},
    general: [],
    ...state,
  };
  return render(
    <CommerceTestProviders>
      <CheckoutEditStep state={full} setup={setup} action={noop} pending={false} />
    </CommerceTestProviders>,
  );
}

const LABELS = [
  'Anzahl',
  'Firma',
  'Vorname',
  'Nachname',
  'E-Mail-Adresse für Rechnungen',
  'Straße und Hausnummer',
  'Adresszusatz (optional)',
  'Postleitzahl',
  'Ort',
  'Land',
  'Umsatzsteuer-Identifikationsnummer (optional)',
  'Ihre Bestellreferenz (optional)',
];

describe('checkout step 1: product and customer profile', () => {
  it('labels every field and groups them under legends', () => {
    renderStep();
    for (const label of LABELS) expect(screen.getByLabelText(label), label).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Was möchten Sie kaufen?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Guthaben für Stellenanzeigen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Abos' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Rechnungsangaben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter zur Übersicht' })).toBeTruthy();
  });

  it('says what each product includes and its net price in German', () => {
    renderStep();
    const pack = screen.getByRole('radio', { name: '5 Stellenanzeigen' });
    expect(pack).toHaveProperty('checked', true);
    const details = document.getElementById(pack.getAttribute('aria-describedby')!)!.textContent!;
    expect(details).toContain('1.095,00\u00a0€ zzgl. USt.');
    expect(details).toContain('219,00\u00a0€ je Anzeige');
    expect(details).toContain('5 Stellenanzeigen auf Saarland-Jobs, jede 30 Tage online.');
    const subscription = screen.getByRole('radio', { name: 'Abo Monat' });
    expect(document.getElementById(subscription.getAttribute('aria-describedby')!)!.textContent).toContain(
      '30 Tage Laufzeit ab heute: bis zu 5 Stellenanzeigen gleichzeitig online und 10 Kontaktanfragen',
    );
  });

  it('shows what was typed last in every field', () => {
    renderStep({ values: AUSTRIAN_BUYER });
    expect(screen.getByLabelText('Firma')).toHaveProperty('value', 'Wiener Bau GmbH');
    expect(screen.getByLabelText('Postleitzahl')).toHaveProperty('value', '1010');
    expect(screen.getByLabelText('Land')).toHaveProperty('value', 'AT');
    expect(screen.getByLabelText('Umsatzsteuer-Identifikationsnummer (optional)')).toHaveProperty(
      'value',
      'ATU12345675',
    );
    expect(screen.getByLabelText('Ihre Bestellreferenz (optional)')).toHaveProperty('value', 'PO-4711');
  });

  it('puts each error next to its field, tied to it for screen readers, and says so above the form', () => {
    renderStep({
      values: { ...AUSTRIAN_BUYER, vatNumber: 'ATU12345678' },
      errors: { vatNumber: 'Die Prüfziffer der USt-IdNr. stimmt nicht.', companyName: 'Bitte geben Sie …' },
    });
    const vat = screen.getByRole('textbox', {
      name: 'Umsatzsteuer-Identifikationsnummer (optional)',
      description: /Die Prüfziffer der USt-IdNr\. stimmt nicht\./,
    });
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(vat).toHaveProperty('value', 'ATU12345678');
    expect(screen.getByRole('textbox', { name: 'Firma' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Vorname' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Bitte prüfen Sie die markierten Angaben.');
  });

  it('shows the product error under the choice’s legend', () => {
    renderStep({ values: { ...GERMAN_BUYER, productId: '' }, errors: { productId: 'Bitte wählen Sie ein Produkt.' } });
    const group = screen.getByRole('group', { name: 'Was möchten Sie kaufen?' });
    expect(group.getAttribute('aria-describedby')).toBe('checkout-productId-error');
    expect(within(group).getByText('Bitte wählen Sie ein Produkt.')).toBeTruthy();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('lists problems that belong to no field above the form', () => {
    renderStep({ general: ['Ihre Anmeldung ist abgelaufen.', 'Zweiter Hinweis'] });
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ihre Anmeldung ist abgelaufen.', 'Zweiter Hinweis']);
  });

  it('words the VAT hint after the chosen country: Germany, the EU, elsewhere', () => {
    renderStep();
    const vat = () =>
      document.getElementById(
        screen.getByLabelText('Umsatzsteuer-Identifikationsnummer (optional)').getAttribute('aria-describedby')!,
      )!.textContent;
    expect(vat()).toMatch(/^Für Unternehmen in Deutschland berechnen wir 19 % Umsatzsteuer/);
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'AT' } });
    expect(vat()).toMatch(/keine deutsche Umsatzsteuer: Die Steuer schulden dann Sie \(Reverse-Charge\)/);
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'CH' } });
    expect(vat()).toBe('Für Unternehmen außerhalb der EU berechnen wir keine deutsche Umsatzsteuer.');
  });

  it('lists Germany first, then the EU, then the other countries', () => {
    renderStep();
    const select = screen.getByLabelText('Land') as HTMLSelectElement;
    expect(select.options[0].textContent).toBe('Deutschland');
    const groups = [...select.querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual(['Europäische Union', 'Weitere Länder']);
    expect(select.querySelectorAll('optgroup')[0].querySelectorAll('option')).toHaveLength(26);
  });

  it('carries the order key on', () => {
    renderStep();
    expect((document.querySelector('input[type=hidden][name=orderKey]') as HTMLInputElement).value).toBe('order-key-1');
  });

  it('asks for the purchase-order reference only where the site wants it', () => {
    renderStep({}, { ...SETUP, asksOrderReference: false });
    expect(screen.queryByLabelText('Ihre Bestellreferenz (optional)')).toBeNull();
  });
});
