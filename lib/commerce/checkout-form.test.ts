import { describe, expect, it } from 'vitest';
import {
  customerInput,
  fieldOfProblem,
  problemText,
  readCheckoutForm,
  sortProblems,
  validateCheckout,
  valuesFromProfile,
  type CheckoutValues,
} from './checkout-form';

const VALID: CheckoutValues = {
  productId: 'p5',
  quantity: '1',
  companyName: 'Saarland Bau GmbH',
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
  orderReference: '',
};

describe('validateCheckout: the checks the form makes before asking the server', () => {
  it('accepts a complete German profile', () => {
    expect(validateCheckout(VALID)).toEqual({});
  });

  it.each([
    ['no product', { productId: '' }, 'productId', 'Bitte wählen Sie ein Produkt.'],
    ['no company', { companyName: '  ' }, 'companyName', 'Bitte geben Sie den Namen Ihrer Firma an.'],
    ['no e-mail', { email: '' }, 'email', expect.stringMatching(/gültige E-Mail-Adresse/)],
    ['a broken e-mail', { email: 'rechnung@' }, 'email', expect.stringMatching(/gültige E-Mail-Adresse/)],
    ['no first name', { firstName: '' }, 'firstName', 'Bitte geben Sie Ihren Vornamen an.'],
    ['no last name', { lastName: '' }, 'lastName', 'Bitte geben Sie Ihren Nachnamen an.'],
    ['no street', { addressLine1: '' }, 'addressLine1', 'Bitte geben Sie Straße und Hausnummer an.'],
    ['no postal code', { zip: '' }, 'zip', 'Bitte geben Sie die Postleitzahl an.'],
    ['a German postal code of four digits', { zip: '6611' }, 'zip', 'Eine deutsche Postleitzahl hat fünf Ziffern.'],
    ['no town', { locality: '' }, 'locality', 'Bitte geben Sie den Ort an.'],
    ['no country', { countryCode: '' }, 'countryCode', 'Bitte wählen Sie ein Land.'],
    ['an unknown country', { countryCode: 'XX' }, 'countryCode', 'Bitte wählen Sie ein Land.'],
    ['quantity 0', { quantity: '0' }, 'quantity', 'Bitte geben Sie eine Anzahl von 1 bis 10 an.'],
    ['quantity 11', { quantity: '11' }, 'quantity', 'Bitte geben Sie eine Anzahl von 1 bis 10 an.'],
    ['quantity in words', { quantity: 'zwei' }, 'quantity', 'Bitte geben Sie eine Anzahl von 1 bis 10 an.'],
  ])('%s → an error next to %s', (_name, change, field, message) => {
    expect(validateCheckout({ ...VALID, ...change })).toEqual({ [field]: message });
  });

  it('takes an Austrian postal code of four digits', () => {
    expect(validateCheckout({ ...VALID, countryCode: 'AT', zip: '1010', locality: 'Wien' })).toEqual({});
  });
});

describe('readCheckoutForm', () => {
  it('reads every field as typed, clipped to the inputs’ maxLength', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(VALID)) form.set(key, value);
    form.set('companyName', 'x'.repeat(300));
    form.set('intent', 'quote');
    const values = readCheckoutForm(form);
    expect(values).toEqual({ ...VALID, companyName: 'x'.repeat(200) });
  });

  it('gives missing fields as empty text and the quantity 1', () => {
    expect(readCheckoutForm(new FormData())).toMatchObject({ productId: '', quantity: '1', vatNumber: '' });
  });
});

describe('customerInput', () => {
  it('sends a Leitweg-ID without spaces and in capitals, for the API to check', () => {
    expect(customerInput({ ...VALID, leitwegId: ' 04011000-abc-08 ' }).leitwegId).toBe('04011000-ABC-08');
  });

  it('trims, sends empty optional fields as null and the VAT number without spaces', () => {
    expect(
      customerInput({ ...VALID, companyName: ' Bau AG ', countryCode: 'at', vatNumber: 'atu 1234 5675', zip: '1010' }),
    ).toEqual({
      companyName: 'Bau AG',
      email: 'rechnung@saarbau.de',
      firstName: 'Eva',
      lastName: 'Klein',
      vatNumber: 'ATU12345675',
      leitwegId: null,
      address: {
        countryCode: 'AT',
        addressLine1: 'Hauptstraße 1',
        addressLine2: null,
        zip: '1010',
        locality: 'Saarbrücken',
      },
    });
  });
});

describe('valuesFromProfile', () => {
  it('starts in Germany with quantity 1 when no profile is kept', () => {
    expect(valuesFromProfile(null, 'p1')).toMatchObject({
      productId: 'p1',
      quantity: '1',
      countryCode: 'DE',
      email: '',
    });
  });

  it('fills the kept profile in', () => {
    const profile = {
      companyName: 'Wiener Bau GmbH',
      email: 'office@wienerbau.at',
      firstName: 'Max',
      lastName: 'Huber',
      vatNumber: 'ATU12345675',
      address: { countryCode: 'AT', addressLine1: 'Ring 1', addressLine2: null, locality: 'Wien', zip: '1010' },
    };
    expect(valuesFromProfile(profile)).toMatchObject({
      companyName: 'Wiener Bau GmbH',
      countryCode: 'AT',
      addressLine2: '',
      vatNumber: 'ATU12345675',
    });
  });
});

describe('fieldOfProblem: the form field an API problem names', () => {
  it.each([
    ['customer.vatNumber', 'vatNumber'],
    ['input.customer.vatNumber', 'vatNumber'],
    ['input.customer.address.zip', 'zip'],
    ['customer.address.countryCode', 'countryCode'],
    ['input.customer.companyName', 'companyName'],
    ['input.productId', 'productId'],
    ['quantity', 'quantity'],
    ['input.orderReference', 'orderReference'],
    ['input.confirmedGrossCents', null],
    ['input.orderKey', null],
    ['input.customer.address.administrativeArea', null],
    ['input', null],
    ['', null],
  ])('%s → %s', (path, field) => {
    expect(fieldOfProblem(path)).toBe(field);
  });
});

describe('problemText and sortProblems', () => {
  it('keeps only the problem of an argument error, which stands next to its field', () => {
    expect(problemText('Ungültige Eingabe bei „input.customer.email“: keine gültige E-Mail-Adresse')).toBe(
      'keine gültige E-Mail-Adresse',
    );
    expect(problemText('Die USt-IdNr. ist gerade nicht prüfbar.')).toBe('Die USt-IdNr. ist gerade nicht prüfbar.');
  });

  it('puts the first problem of a field next to it and the others above the form', () => {
    expect(
      sortProblems([
        { field: 'customer.vatNumber', message: 'Die Prüfziffer stimmt nicht.' },
        { field: 'customer.vatNumber', message: 'Zweiter Hinweis' },
        { field: 'input.confirmedGrossCents', message: 'Der Preis hat sich geändert.' },
        { field: '', message: 'Der Preis hat sich geändert.' },
      ]),
    ).toEqual({
      errors: { vatNumber: 'Die Prüfziffer stimmt nicht.' },
      general: ['Zweiter Hinweis', 'Der Preis hat sich geändert.'],
    });
  });
});
