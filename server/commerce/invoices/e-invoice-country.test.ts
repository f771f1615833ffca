import { describe, expect, it } from 'vitest';
import { CII, readCii } from './cii-read';
import { xrechnungXml } from './e-invoice';
import { INVOICE_CASES } from './invoice-test-fixtures';
import { validateCii } from './xsd/facturx-xsd';

/** The invoice to a buyer outside the EU, moved to another country. */
function invoiceTo(countryCode: string) {
  const outside = INVOICE_CASES.find((c) => c.document.vatTreatment === 'outside_eu');
  if (!outside) throw new Error('The fixtures hold no invoice outside the EU.');
  const { document } = outside;
  return { ...document, buyer: { ...document.buyer, address: { ...document.buyer.address, countryCode } } };
}

describe("the buyer's country in the XRechnung", () => {
  it.each([
    ['XK', '1A'],
    ['CH', 'CH'],
  ])(
    'an address in %s is written as %s (EN 16931 country code list) and the XML passes its schema',
    async (code, written) => {
      const xml = await xrechnungXml(invoiceTo(code));
      expect(readCii(xml).value(`${CII.buyer}/ram:PostalTradeAddress/ram:CountryID`)).toBe(written);
      expect(validateCii(xml)).toEqual([]);
    },
  );
});
