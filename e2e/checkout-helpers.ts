import { expect, type Page } from '@playwright/test';
import { siteUrl } from './helpers';
import { extractPdfText } from '../server/storage/pdf-text';

/**
 * The steps and checks of e2e/checkout.spec.ts: the buyer's profile, the figures of the summary,
 * the balance on /my-products, and what the invoice files say about VAT.
 */
export type Buyer = {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  addressLine1: string;
  zip: string;
  locality: string;
  /** The country's German name, as the select lists it. */
  country: string;
  vatNumber: string;
};

export const GERMAN_COMPANY: Buyer = {
  companyName: 'Saarbrücker Bau GmbH',
  firstName: 'Eva',
  lastName: 'Klein',
  email: 'rechnung@saarbau.example',
  addressLine1: 'Hauptstraße 1',
  zip: '66111',
  locality: 'Saarbrücken',
  country: 'Deutschland',
  vatNumber: '',
};

/** ATU12345675 passes the Austrian check digit; the spec registers it with the VIES stand-in. */
export const AUSTRIAN_COMPANY: Buyer = {
  companyName: 'Wiener Bau GmbH',
  firstName: 'Max',
  lastName: 'Huber',
  email: 'office@wienerbau.example',
  addressLine1: 'Ringstraße 1',
  zip: '1010',
  locality: 'Wien',
  country: 'Österreich',
  vatNumber: 'ATU12345675',
};

/** Step 1's fields as their labels name them (mouse and typing; the keyboard run goes its own way). */
export async function fillBuyer(page: Page, buyer: Buyer): Promise<void> {
  await page.getByLabel('Firma', { exact: true }).fill(buyer.companyName);
  await page.getByLabel('Vorname', { exact: true }).fill(buyer.firstName);
  await page.getByLabel('Nachname', { exact: true }).fill(buyer.lastName);
  await page.getByLabel('E-Mail-Adresse für Rechnungen', { exact: true }).fill(buyer.email);
  await page.getByLabel('Straße und Hausnummer', { exact: true }).fill(buyer.addressLine1);
  await page.getByLabel('Adresszusatz (optional)', { exact: true }).fill('');
  await page.getByLabel('Postleitzahl', { exact: true }).fill(buyer.zip);
  await page.getByLabel('Ort', { exact: true }).fill(buyer.locality);
  await page.getByLabel('Land', { exact: true }).selectOption({ label: buyer.country });
  await page.getByLabel('Umsatzsteuer-Identifikationsnummer (optional)', { exact: true }).fill(buyer.vatNumber);
}

/** The summary's figures, term → value, spaces of any kind as one plain space. */
export async function summaryFigures(page: Page): Promise<Record<string, string>> {
  const list = page.locator('dl').first();
  await expect(list).toBeVisible();
  // Each term's value is the element after it (the product's row has a second one: what it includes).
  return list.evaluate((dl) => {
    const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    return Object.fromEntries(
      [...dl.querySelectorAll('dt')].map((dt) => [
        plain(dt.textContent),
        plain(dt.nextElementSibling?.textContent ?? ''),
      ]),
    );
  });
}

/** The job credits /my-products states for the site ("Stellenanzeigen auf Jobs im Saarland: 7"); 0 when none. */
export async function jobCredits(page: Page, regionId: string, siteName: string): Promise<number> {
  await page.goto(siteUrl(regionId, '/my-products'));
  const credits = page.getByRole('region', { name: 'Guthaben', exact: true });
  await expect(credits).toBeVisible();
  const line = credits.getByText(`Stellenanzeigen auf ${siteName}:`);
  if ((await line.count()) === 0) return 0;
  const match = /:\s*(-?\d+)\s*$/.exec((await line.textContent()) ?? '');
  if (!match) throw new Error(`no job credit count on /my-products`);
  return Number(match[1]);
}

/**
 * Downloads a file the result page links to, with the browser's session: fetched inside the page, since only
 * the browser resolves the sites' *.localhost names (and sends their cookies).
 */
export async function download(page: Page, linkName: string): Promise<Buffer> {
  const href = await page.getByRole('link', { name: linkName, exact: true }).first().getAttribute('href');
  expect(href, `${linkName} has an address`).toBeTruthy();
  const { status, base64 } = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, base64: btoa(binary) };
  }, href!);
  expect(status, `${linkName} downloads`).toBe(200);
  return Buffer.from(base64, 'base64');
}

/** The PDF's text as unpdf reads it, spaces of any kind as one plain space. */
export async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await extractPdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ');
}

export type VatCategory = { category: string; percent: number };

/**
 * The VAT categories of an e-invoice with their rates, from either XRechnung syntax: CII
 * (ram:CategoryCode, ram:RateApplicablePercent) or UBL (cac:ClassifiedTaxCategory / cac:TaxCategory with
 * cbc:ID and cbc:Percent). EN 16931: S standard rate, AE reverse charge, O not subject to VAT.
 */
export function vatCategories(xml: string): VatCategory[] {
  const found: VatCategory[] = [];
  const cii = /<ram:ApplicableTradeTax>([\s\S]*?)<\/ram:ApplicableTradeTax>/g;
  for (const [, block] of xml.matchAll(cii)) {
    const category = /<ram:CategoryCode>\s*([A-Z]+)\s*</.exec(block)?.[1];
    const percent = /<ram:RateApplicablePercent>\s*([\d.]+)\s*</.exec(block)?.[1];
    if (category) found.push({ category, percent: Number(percent ?? 0) });
  }
  const ubl = /<cac:(?:ClassifiedTaxCategory|TaxCategory)>([\s\S]*?)<\/cac:(?:ClassifiedTaxCategory|TaxCategory)>/g;
  for (const [, block] of xml.matchAll(ubl)) {
    const category = /<cbc:ID>\s*([A-Z]+)\s*</.exec(block)?.[1];
    const percent = /<cbc:Percent>\s*([\d.]+)\s*</.exec(block)?.[1];
    if (category) found.push({ category, percent: Number(percent ?? 0) });
  }
  return found;
}
