import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, PORT, siteUrl } from './helpers';
import {
  AUSTRIAN_COMPANY,
  download,
  fillBuyer,
  GERMAN_COMPANY,
  jobCredits,
  pdfText,
  summaryFigures,
  vatCategories,
} from './checkout-helpers';
import {
  applyByEmail,
  fillPlaceAndRequirements,
  nextStep,
  recruiterOf,
  signIn,
  startPosting,
  submitForReview,
  uniqueWord,
} from './posting-helpers';
import { startViesTestServer } from '../server/commerce/vat/vies-server-testing';

/**
 * Done when: in Chromium as the demo recruiter, buy a 5-credit pack as a German company (by
 * keyboard only) and as an Austrian company with a valid VAT number; the summary, the PDF's text and the
 * XRechnung XML show the right VAT; the credits appear in /my-products and one is used by publishing a job.
 * Saarland: no other spec writes jobs or orders there. The server asks the VIES stand-in on E2E_VIES_PORT
 * (scripts/e2e-server.sh), which knows the Austrian number.
 */
const REGION = 'saarland';
const SITE = 'Jobs im Saarland';
const VIES_PORT = Number(process.env.E2E_VIES_PORT ?? PORT + 3);
const AUSTRIAN_VAT = 'ATU12345675';

test.describe.configure({ mode: 'serial' });

let vies: Awaited<ReturnType<typeof startViesTestServer>>;
let creditsBefore = 0;
/** The numbers of the orders this file placed, oldest first. */
const placed: string[] = [];

test.beforeAll(async () => {
  vies = await startViesTestServer(VIES_PORT);
  vies.registered.add(AUSTRIAN_VAT);
});
test.afterAll(async () => vies?.close());

/** Presses Tab until the focused element matches `selector` (this is the keyboard run: no clicks, no fill). */
async function tabTo(page: Page, selector: string, maxStops = 80): Promise<void> {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${selector} is not reachable with Tab`);
}

/** Replaces the focused field's text by typing. */
async function typeHere(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  if (text) await page.keyboard.type(text);
}

/** On the order's page after "Zahlungspflichtig bestellen": its number (B-2026-00001). */
async function placedOrderNumber(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/bestellung\/[^/?]+/);
  const status = page.getByRole('status').filter({ hasText: 'Ihre Bestellung' });
  await expect(status).toContainText(/Ihre Bestellung [A-Z]+-\d{4}-\d+ ist eingegangen\./);
  return /([A-Z]+-\d{4}-\d+)/.exec((await status.textContent()) ?? '')![1];
}

test('a German company buys a 5-credit pack by keyboard only: 19 % VAT in the summary, the PDF and the XRechnung', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, REGION, recruiterOf(REGION), '/my-products');
  creditsBefore = await jobCredits(page, REGION, SITE);
  await page.goto(siteUrl(REGION, '/checkout'));
  await expect(page.getByRole('heading', { level: 1, name: 'Guthaben und Abos kaufen' })).toBeVisible();

  // The product group is one Tab stop; the arrow keys choose within it (1 → 5 Stellenanzeigen).
  await tabTo(page, 'input[name="productId"]');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: '5 Stellenanzeigen' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '5 Stellenanzeigen' })).toBeFocused();
  const fields: Array<[string, string]> = [
    ['#checkout-companyName', GERMAN_COMPANY.companyName],
    ['#checkout-firstName', GERMAN_COMPANY.firstName],
    ['#checkout-lastName', GERMAN_COMPANY.lastName],
    ['#checkout-email', GERMAN_COMPANY.email],
    ['#checkout-addressLine1', GERMAN_COMPANY.addressLine1],
    ['#checkout-addressLine2', ''],
    ['#checkout-zip', GERMAN_COMPANY.zip],
    ['#checkout-locality', GERMAN_COMPANY.locality],
  ];
  for (const [selector, text] of fields) {
    await tabTo(page, selector);
    await typeHere(page, text);
  }
  // Germany stands first in the country list: Home picks it.
  await tabTo(page, '#checkout-countryCode');
  await page.keyboard.press('Home');
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('DE');
  await tabTo(page, '#checkout-vatNumber');
  await typeHere(page, '');
  await tabTo(page, 'button[value="quote"]');
  await page.keyboard.press('Enter');

  // Step 2: focus moves to the step's heading; the figures carry German VAT.
  await expect(page.getByRole('heading', { name: 'Schritt 2 von 2: Übersicht' })).toBeFocused();
  expect(await summaryFigures(page)).toMatchObject({
    Anzahl: '1',
    Nettobetrag: '1.095,00 €',
    Umsatzsteuersatz: '19 %',
    Umsatzsteuer: '208,05 €',
    Gesamtbetrag: '1.303,05 €',
  });
  await expect(page.locator('#checkout-vat-note')).toHaveCount(0);
  await expect(page.locator('#checkout-payment')).toContainText('Zahlung auf Rechnung, zahlbar innerhalb von 14 Tagen');
  await tabTo(page, 'button[value="place"]');
  await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  const number = await placedOrderNumber(page);
  placed.push(number);
  await expect(page.getByText(`5 Stellenanzeigen sind Ihrem Guthaben auf ${SITE} gutgeschrieben.`)).toBeVisible();
  const pdf = await pdfText(await download(page, 'Rechnung (PDF)'));
  for (const text of [number, GERMAN_COMPANY.companyName, '1.095,00', '208,05', '1.303,05'])
    expect(pdf).toContain(text);
  expect(pdf).toMatch(/19 ?%/);
  expect(pdf).not.toContain('Steuerschuldnerschaft des Leistungsempfängers');
  const xml = (await download(page, 'E-Rechnung (XRechnung)')).toString('utf8');
  const categories = vatCategories(xml);
  expect(categories.length).toBeGreaterThan(0);
  expect(categories.every((c) => c.category === 'S' && c.percent === 19)).toBe(true);
});

test('an Austrian company with a valid VAT number buys the pack without German VAT; a second tab buys nothing again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, REGION, recruiterOf(REGION), '/checkout?produkt=job-credits-5');
  // Two tabs of the same checkout share its order key.
  const second = await page.context().newPage();
  await second.goto(siteUrl(REGION, '/checkout?produkt=job-credits-5'));

  for (const tab of [page, second]) {
    // ?produkt preselects the pack; the kept profile (the German order's) is filled in.
    await expect(tab.getByRole('radio', { name: '5 Stellenanzeigen' })).toBeChecked();
    await expect(tab.getByLabel('Firma', { exact: true })).toHaveValue(GERMAN_COMPANY.companyName);
    await fillBuyer(tab, AUSTRIAN_COMPANY);
    await expect(tab.locator('#checkout-vatNumber-hint')).toContainText('Reverse-Charge');
    await tab.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await expect(tab.getByRole('heading', { name: 'Schritt 2 von 2: Übersicht' })).toBeVisible();
  }
  expect(vies.requests.length).toBeGreaterThan(0);
  expect(await summaryFigures(page)).toMatchObject({
    Nettobetrag: '1.095,00 €',
    Umsatzsteuersatz: '0 %',
    Umsatzsteuer: '0,00 €',
    Gesamtbetrag: '1.095,00 €',
  });
  await expect(page.locator('#checkout-vat-note')).toContainText('Steuerschuldnerschaft des Leistungsempfängers');
  await expect(page.locator('address')).toContainText(`USt-IdNr.: ${AUSTRIAN_VAT}`);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  const number = await placedOrderNumber(page);
  placed.push(number);

  // The second tab places with the same key: the same order, said calmly, nothing bought twice.
  await second.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await second.waitForURL(/\/checkout\/bestellung\/[^/?]+\?bereits=1$/);
  await expect(second.getByRole('status')).toContainText(
    `Diese Bestellung (${number}) hatten Sie bereits aufgegeben. Wir haben nichts doppelt bestellt.`,
  );
  await second.close();

  const pdf = await pdfText(await download(page, 'Rechnung (PDF)'));
  for (const text of [number, AUSTRIAN_COMPANY.companyName, AUSTRIAN_VAT, '1.095,00']) expect(pdf).toContain(text);
  expect(pdf).toContain('Steuerschuldnerschaft des Leistungsempfängers');
  expect(pdf).not.toContain('208,05');
  const categories = vatCategories((await download(page, 'E-Rechnung (XRechnung)')).toString('utf8'));
  expect(categories.length).toBeGreaterThan(0);
  expect(categories.every((c) => c.category === 'AE' && c.percent === 0)).toBe(true);
});

test('the credits appear in /my-products with both orders, and publishing a job uses one', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, REGION, recruiterOf(REGION), '/my-products');
  expect(await jobCredits(page, REGION, SITE)).toBe(creditsBefore + 10);
  const orders = page.getByRole('region', { name: 'Bestellungen und Rechnungen' });
  // Newest first: the two orders of this file above the demo's order history, each with its invoice.
  const [austrian, german] = [orders.getByRole('article').nth(0), orders.getByRole('article').nth(1)];
  await expect(austrian).toContainText(placed[1]);
  await expect(german).toContainText(placed[0]);
  for (const order of [austrian, german]) {
    await expect(order).toContainText('Offen, wartet auf Zahlung');
    await expect(order.getByRole('link', { name: 'E-Rechnung (XRechnung)' })).toHaveCount(1);
  }

  await page.goto(siteUrl(REGION, '/job/wizard'));
  await startPosting(page, 'Per Link');
  await page.getByLabel('Stellentitel').fill(`${uniqueWord('Bauleiter')} Baustelle`);
  await page.getByLabel('Adresse der Originalanzeige').fill('https://karriere.beispiel.de/stellen/bauleiter');
  await nextStep(page, 'Ort & Rahmen');
  await fillPlaceAndRequirements(page, 'Saarbrücken');
  await nextStep(page, 'Gehaltsangabe');
  await nextStep(page, 'Bewerbung');
  await applyByEmail(page, 'jobs@beispiel.de');
  await nextStep(page, 'Vorschau & Veröffentlichen');
  await submitForReview(page);
  expect(await jobCredits(page, REGION, SITE)).toBe(creditsBefore + 9);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`no serious accessibility violations on /checkout, its summary and /my-products at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, REGION, recruiterOf(REGION), '/checkout?produkt=job-credits-1');
    await expectNoSeriousViolations(page);
    // An error next to its field, then the summary (the kept Austrian profile is complete).
    await page.getByLabel('Firma', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await expect(page.getByLabel('Firma', { exact: true })).toBeFocused();
    await expect(page.getByText('Bitte geben Sie den Namen Ihrer Firma an.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Firma', { exact: true }).fill(AUSTRIAN_COMPANY.companyName);
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await expect(page.getByRole('heading', { name: 'Schritt 2 von 2: Übersicht' })).toBeVisible();
    expect((await summaryFigures(page)).Gesamtbetrag).toBe('249,00 €');
    await expectNoSeriousViolations(page);
    await page.goto(siteUrl(REGION, '/my-products'));
    await expect(page.getByRole('heading', { level: 1, name: 'Guthaben & Rechnungen' })).toBeVisible();
    await expectNoSeriousViolations(page);
    // Nothing is wider than the screen (reflow, WCAG 1.4.10).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
