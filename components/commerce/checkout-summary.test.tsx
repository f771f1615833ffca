// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { CheckoutValues } from '@/lib/commerce/checkout-form';
import type { CheckoutQuote } from '@/lib/commerce/checkout-state';
import { AUSTRIAN_BUYER, CommerceTestProviders, GERMAN_BUYER, quoteFor, SETUP } from './commerce-testing';
import { CheckoutSummary } from './checkout-summary';

afterEach(cleanup);

function renderSummary(values: CheckoutValues, quote: CheckoutQuote, general: string[] = []) {
  render(
    <CommerceTestProviders>
      <CheckoutSummary
        state={{ step: 'summary', values, orderKey: 'order-key-1', quote, general }}
        setup={SETUP}
        action={() => {}}
        pending={false}
      />
    </CommerceTestProviders>,
  );
}

const nb = (s: string) => s.replace(/ /g, '\u00a0');
/** The summary's figures as term → value. */
function figures(): Record<string, string> {
  const terms = [...document.querySelectorAll('dl dt')];
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]));
}
const hidden = (name: string) =>
  (document.querySelector(`input[type=hidden][name="${name}"]`) as HTMLInputElement).value;

describe('checkout step 2: the summary before the binding order', () => {
  it('shows product, quantity, net, VAT rate, VAT and gross for a German company', () => {
    renderSummary(GERMAN_BUYER, quoteFor('domestic'));
    expect(figures()).toMatchObject({
      Anzahl: '1',
      Nettobetrag: nb('1.095,00 €'),
      Umsatzsteuersatz: nb('19 %'),
      Umsatzsteuer: nb('208,05 €'),
      Gesamtbetrag: nb('1.303,05 €'),
    });
    expect(figures().Produkt).toMatch(/^5 Stellenanzeigen/);
    // A German buyer needs no explanation of the VAT.
    expect(document.getElementById('checkout-vat-note')).toBeNull();
  });

  it('has the binding button say exactly "Zahlungspflichtig bestellen", with the payment terms beside it', () => {
    renderSummary(GERMAN_BUYER, quoteFor('domestic'));
    const place = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    expect(place.textContent).toBe('Zahlungspflichtig bestellen');
    expect(place.getAttribute('value')).toBe('place');
    const terms = document.getElementById(place.getAttribute('aria-describedby')!)!.textContent;
    expect(terms).toBe(
      'Zahlung auf Rechnung, zahlbar innerhalb von 14 Tagen nach Rechnungsdatum. Die Rechnung (PDF und E-Rechnung) senden wir an rechnung@saarbau.de.',
    );
    expect(screen.getByRole('button', { name: 'Zurück' }).getAttribute('value')).toBe('back');
  });

  it('carries every typed value, the order key and the confirmed gross on in hidden fields', () => {
    renderSummary(GERMAN_BUYER, quoteFor('domestic'));
    for (const [name, value] of Object.entries(GERMAN_BUYER)) expect(hidden(name), name).toBe(value);
    expect(hidden('orderKey')).toBe('order-key-1');
    expect(hidden('confirmedGrossCents')).toBe('130305');
  });

  it('names the invoice address with its country, the VAT number and the purchase-order reference', () => {
    renderSummary(AUSTRIAN_BUYER, quoteFor('reverse_charge', 'Steuerschuldnerschaft des Leistungsempfängers'));
    const address = document.querySelector('address')!.textContent!;
    for (const part of [
      'Wiener Bau GmbH',
      'Eva Klein',
      'Ringstraße 1',
      '1010 Wien',
      'Österreich',
      'office@wienerbau.at',
    ])
      expect(address).toContain(part);
    expect(address).toContain('USt-IdNr.: ATU12345675');
    expect(address).toContain('Ihre Bestellreferenz: PO-4711');
  });

  it.each([
    [
      'reverse charge for an Austrian company with a valid number',
      AUSTRIAN_BUYER,
      quoteFor('reverse_charge', 'Steuerschuldnerschaft des Leistungsempfängers'),
      /keine deutsche Umsatzsteuer.*Reverse-Charge.*„Steuerschuldnerschaft des Leistungsempfängers“/,
    ],
    [
      'German VAT for an Austrian number VIES does not know, and why',
      { ...AUSTRIAN_BUYER, vatNumber: 'ATU99999999' },
      quoteFor('domestic'),
      /^Wir berechnen deutsche Umsatzsteuer \(19 %\), weil das EU-System VIES Ihre USt-IdNr\. ATU99999999 nicht als gültig kennt\./,
    ],
    [
      'German VAT for an Austrian company without a number, and why',
      { ...AUSTRIAN_BUYER, vatNumber: '' },
      quoteFor('domestic'),
      /^Wir berechnen deutsche Umsatzsteuer \(19 %\), weil Sie keine USt-IdNr\. angegeben haben\./,
    ],
    [
      'no German VAT outside the EU',
      { ...AUSTRIAN_BUYER, countryCode: 'CH', vatNumber: '' },
      quoteFor('outside_eu', 'Nicht im Inland steuerbare Leistung'),
      /außerhalb der EU.*„Nicht im Inland steuerbare Leistung“/,
    ],
  ])('%s', (_name, values, quote, explanation) => {
    renderSummary(values, quote);
    expect(document.getElementById('checkout-vat-note')!.textContent!.replace(/\u00a0/g, ' ')).toMatch(explanation);
    expect(figures().Umsatzsteuersatz).toBe(nb(quote.vatRate ? '19 %' : '0 %'));
  });

  it('says above the summary why nothing was ordered (a changed price)', () => {
    renderSummary(GERMAN_BUYER, quoteFor('domestic'), ['Der Preis hat sich seit Ihrer Übersicht geändert.']);
    expect(screen.getByRole('alert').textContent).toBe('Der Preis hat sich seit Ihrer Übersicht geändert.');
  });
});
