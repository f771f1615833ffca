import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkCustomerVat, type CustomerVatCheck } from './check-customer-vat';
import type { VatDecision } from './vat-types';
import { createViesCache } from './vies-cache';
import { viesCheckerFromEnv } from './vies-checker';
import { startViesTestServer, type ViesTestServer } from './vies-server-testing';

const REVERSE_CHARGE = 'Steuerschuldnerschaft des Leistungsempfängers';
const NOT_TAXABLE = 'Nicht im Inland steuerbare Leistung';
const domestic: VatDecision = { treatment: 'domestic', rate: 0.19, note: null };
const reverseCharge: VatDecision = { treatment: 'reverse_charge', rate: 0, note: REVERSE_CHARGE };
const outsideEu: VatDecision = { treatment: 'outside_eu', rate: 0, note: NOT_TAXABLE };

let vies: ViesTestServer;
beforeAll(async () => {
  vies = await startViesTestServer();
});
afterAll(() => vies.close());
beforeEach(() => {
  vies.registered.clear();
  vies.names.clear();
  vies.down.clear();
  vies.failure = null;
  vies.requests.length = 0;
  // Registered at the local VIES: an Austrian, a Greek and a French business.
  for (const number of ['ATU13585627', 'EL094259216', 'FR40303265045']) vies.registered.add(number);
  vies.names.set('ATU13585627', 'Alpen Personal GmbH');
});

/** The real checker on the local VIES, with a fresh cache and a short timeout. */
const check = (countryCode: string, vatNumber?: string | null) =>
  checkCustomerVat(
    { countryCode, vatNumber },
    viesCheckerFromEnv({ VIES_URL: vies.url }, { cache: createViesCache(), timeoutMs: 500 }),
  );

type Expected = Partial<Omit<CustomerVatCheck, 'error' | 'notice'>> & {
  error?: RegExp | null;
  notice?: RegExp | null;
  /** The numbers VIES was asked about, in order. */
  asked?: string[];
};

// The VAT number rules (docs/product-decisions.md, "EU VAT at checkout"): [address country, typed VAT number, what
// comes out]
const TABLE: Array<[string, string | null, Expected]> = [
  ['DE', null, { decision: domestic, vatNumber: null, asked: [] }],
  // A German number is checked by format and check digit only: VIES is not asked, the rate stays.
  ['DE', 'de 136 695 976', { decision: domestic, vatNumber: 'DE136695976', error: null, asked: [] }],
  ['DE', 'DE136695977', { decision: domestic, error: /Prüfziffer/, asked: [] }],
  ['AT', null, { decision: domestic, error: null, asked: [] }],
  ['AT', '   ', { decision: domestic, error: null, asked: [] }],
  [
    'AT',
    'atu 1358 5627',
    {
      decision: reverseCharge,
      error: null,
      viesName: 'Alpen Personal GmbH',
      vatNumber: 'ATU13585627',
      notice: null,
      asked: ['ATU13585627'],
    },
  ],
  // Greece: GR in the address, EL towards VIES and on the invoice.
  ['GR', 'GR 094259216', { decision: reverseCharge, vatNumber: 'EL094259216', asked: ['EL094259216'] }],
  ['FR', 'FR40303265045', { decision: reverseCharge, viesName: null, asked: ['FR40303265045'] }],
  // Valid by check digit, unknown to VIES: German VAT and a notice, no error (the order can be placed).
  [
    'AT',
    'ATU12345675',
    { decision: domestic, error: null, vatNumber: null, notice: /VIES kennt die USt-IdNr\. ATU12345675 nicht/ },
  ],
  // Typos never reach VIES.
  ['AT', 'ATU13585626', { decision: domestic, error: /Prüfziffer/, asked: [] }],
  ['AT', 'ATU1358562', { decision: domestic, error: /Land Ihrer Anschrift \(Österreich\).*ATU12345678/, asked: [] }],
  [
    'AT',
    'DE136695976',
    { decision: domestic, error: /anderen Land \(Deutschland\) als Ihre Anschrift \(Österreich\)/, asked: [] },
  ],
  ['NL', 'NL004495445B01', { decision: domestic, error: null, notice: /VIES kennt/ }],
  // Outside the EU a number is not needed and is ignored.
  ['CH', 'CHE-123.456.789 MWST', { decision: outsideEu, error: null, vatNumber: null, asked: [] }],
  ['US', null, { decision: outsideEu, error: null, asked: [] }],
  ['GB', 'GB123456789', { decision: outsideEu, error: null, asked: [] }],
];

describe('checkCustomerVat against a local VIES', () => {
  it.each(TABLE)('%s, %s', async (countryCode, vatNumber, expected) => {
    const result = await check(countryCode, vatNumber);
    const { error, asked, notice, ...rest } = expected;
    expect(result).toMatchObject(rest);
    if (error === null) expect(result.error).toBeNull();
    if (error) expect(result.error).toEqual({ field: 'customer.vatNumber', message: expect.stringMatching(error) });
    if (notice === null) expect(result.notice).toBeNull();
    if (notice) expect(result.notice).toMatch(notice);
    if (asked) expect(vies.requests.map((r) => `${r.countryCode}${r.vatNumber}`)).toEqual(asked);
  });

  // VIES cannot tell: a field error (nothing placed), German VAT shown meanwhile.
  const UNAVAILABLE: Array<[string, (server: ViesTestServer) => void]> = [
    ['MS_UNAVAILABLE', (s) => s.down.add('AT')],
    ['HTTP 500', (s) => (s.failure = { kind: 'status', status: 500 })],
    ['malformed JSON', (s) => (s.failure = { kind: 'malformed' })],
    ['no answer in time', (s) => (s.failure = { kind: 'stall' })],
  ];
  it.each(UNAVAILABLE)('%s: "gerade nicht prüfbar"', async (_, fail) => {
    fail(vies);
    const result = await check('AT', 'ATU13585627');
    expect(result.decision).toEqual(domestic);
    expect(result.error?.field).toBe('customer.vatNumber');
    expect(result.error?.message).toMatch(/gerade nicht prüfbar.*später erneut.*ohne USt-IdNr\./);
    expect(result.vatNumber).toBeNull();
  });

  it('a recruiter who changes the form again and again makes one VIES request per number', async () => {
    const vatChecker = viesCheckerFromEnv({ VIES_URL: vies.url }, { cache: createViesCache() });
    for (let i = 0; i < 5; i++) {
      expect((await checkCustomerVat({ countryCode: 'AT', vatNumber: 'ATU13585627' }, vatChecker)).decision).toEqual(
        reverseCharge,
      );
    }
    await checkCustomerVat({ countryCode: 'AT', vatNumber: 'ATU12345675' }, vatChecker);
    await checkCustomerVat({ countryCode: 'AT', vatNumber: 'ATU 12345675' }, vatChecker);
    expect(vies.requests).toHaveLength(2);
  });

  it('with VIES_CHECK=off a number valid by check digit gets reverse charge without a request', async () => {
    const result = await checkCustomerVat(
      { countryCode: 'AT', vatNumber: 'ATU12345675' },
      viesCheckerFromEnv({ VIES_CHECK: 'off', VIES_URL: vies.url }),
    );
    expect(result).toMatchObject({ decision: reverseCharge, vatNumber: 'ATU12345675', error: null });
    expect(vies.requests).toEqual([]);
  });
});
