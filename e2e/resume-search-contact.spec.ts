import { type Browser, expect, type Page, test } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { recruiterOf, signIn } from './posting-helpers';

/**
 * Resume search and contact requests end to end, in Chromium: the demo recruiter searches "Pflege" within 30 km of
 * Rosenheim by keyboard, opens a resume that shows no name, asks for contact; the demo candidate approves in her
 * account and the recruiter sees her name and phone; she revokes and they are hidden again; the organization's contact
 * slots moved exactly once. The search is also saved as a resume alert; "Kandidaten" lists both. axe at 390 and
 * 1280 px on the search, the resume and "Kandidaten".
 */
const REGION = 'rosenheim';
const CANDIDATE = `pflegefachkraft@${REGION}.demo.example`;
const NAME = 'Paula Pfleger';
const PHONE = '0151 00000000';
const ALERT = 'Pflege um Rosenheim';
const MESSAGE = 'Wir suchen für unsere Station in Rosenheim eine erfahrene Pflegefachkraft. Dürfen wir Sie anrufen?';

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
}

/** The contact slots of all the organization's subscriptions on "Meine Produkte": [active, available]. */
async function contactSlots(page: Page): Promise<[number, number]> {
  await page.goto(siteUrl(REGION, '/my-products'));
  const values = await page
    .locator('dt', { hasText: 'Kontaktanfragen aus der Lebenslaufsuche' })
    .evaluateAll((terms) => terms.map((dt) => dt.nextElementSibling?.textContent ?? ''));
  expect(values.length).toBeGreaterThan(0);
  return values
    .map((text) => /(\d+) aktiv, (\d+) verfügbar/.exec(text)!)
    .reduce<[number, number]>((sum, m) => [sum[0] + Number(m[1]), sum[1] + Number(m[2])], [0, 0]);
}

async function candidatePage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, REGION, CANDIDATE, '/user/kontaktanfragen');
  return page;
}

test('a recruiter finds a nurse nearby, asks for contact, sees her name while she agrees, and not after she revokes', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, REGION, recruiterOf(REGION), '/my-products');
  const before = await contactSlots(page);

  // The search by keyboard: words, place, radius, Enter.
  await page.goto(siteUrl(REGION, '/bewerbersuche'));
  const search = page.getByRole('search', { name: 'Lebensläufe durchsuchen' });
  await search.getByLabel('Was?').focus();
  await page.keyboard.type('Pflege');
  await page.keyboard.press('Tab');
  await expect(search.getByLabel('Wo?')).toBeFocused();
  await page.keyboard.type('Rosenheim');
  await search.getByLabel('Umkreis').selectOption('30');
  await search.getByLabel('Umkreis').press('Tab');
  await expect(search.getByRole('button', { name: 'Suchen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/search=Pflege/);
  expect(page.url()).toMatch(/geo_location=Rosenheim/);
  expect(page.url()).toMatch(/radius=30/);
  const hit = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Pflegefachkraft', exact: true }) });
  await expect(hit).toContainText('Raum Rosenheim');
  await expect(hit).toContainText('8 Jahre Erfahrung');
  await expect(page.locator('main')).not.toContainText('Paula');
  await axeAtBothWidths(page);

  // The same search as a resume alert.
  await page.getByLabel('Name des Suchauftrags').fill(ALERT);
  await page.getByLabel('Wie oft per E-Mail?').selectOption({ label: 'Täglich' });
  await page.getByRole('button', { name: 'Suchauftrag speichern' }).click();
  await expect(page.getByText(`Gespeichert: Suchauftrag „${ALERT}“.`)).toBeVisible();

  // The resume without who it is; the request by keyboard.
  await hit.getByRole('link', { name: 'Pflegefachkraft', exact: true }).click();
  await page.waitForURL(/\/bewerbersuche\/[0-9a-f-]+$/);
  const resumeUrl = page.url();
  await expect(page.getByText('Pflegefachkraft · 8 Jahre Erfahrung · Raum Rosenheim')).toBeVisible();
  const main = page.locator('main');
  await expect(main).not.toContainText(NAME);
  await expect(main).not.toContainText(PHONE);
  await expect(main).not.toContainText(CANDIDATE);
  await axeAtBothWidths(page);
  await page.getByLabel('Ihre Nachricht').focus();
  await page.keyboard.type(MESSAGE);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ihre Anfrage ist unterwegs')).toBeVisible();
  await expect(main).toContainText('Wartet auf Antwort');
  await expect(main).not.toContainText(NAME);

  // She approves in her account.
  const candidate = await candidatePage(browser);
  const request = candidate.getByRole('listitem').filter({ hasText: MESSAGE });
  await expect(request).toContainText('Wartet auf deine Antwort');
  await request.getByRole('button', { name: 'Zustimmen' }).click();
  await expect(candidate.getByText(/Du hast zugestimmt: .+ sieht jetzt deinen Namen/)).toBeVisible();

  await page.goto(resumeUrl);
  await expect(main).toContainText(NAME);
  await expect(main).toContainText(PHONE);
  await expect(main).toContainText(CANDIDATE);
  await expect(main).toContainText('Zugestimmt');
  // Her long e-mail address breaks instead of widening the page on a phone (WCAG 1.4.10).
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The request took one slot; an approved request also counts as an active contact.
  expect(await contactSlots(page)).toEqual([before[0] + 1, before[1] - 1]);

  // She revokes: hidden again at once.
  await request.getByRole('button', { name: 'Zustimmung zurückziehen' }).click();
  await expect(candidate.getByText(/Du hast die Zustimmung zurückgezogen/)).toBeVisible();
  await page.goto(resumeUrl);
  await expect(main).toContainText('Zustimmung zurückgezogen');
  await expect(main).not.toContainText(NAME);
  await expect(main).not.toContainText(PHONE);
  await expect(main).not.toContainText(CANDIDATE);

  // One slot, once: revoking ends the active contact but does not give the slot back, nor take another.
  expect(await contactSlots(page)).toEqual([before[0], before[1] - 1]);

  // The workspace keeps both: the sent request with its history, and the saved search.
  await page.goto(siteUrl(REGION, '/job-manager/kandidaten'));
  const sent = page.getByRole('listitem').filter({ hasText: MESSAGE });
  await expect(sent.getByRole('link', { name: 'Pflegefachkraft' })).toHaveAttribute(
    'href',
    new URL(resumeUrl).pathname,
  );
  await expect(sent).toContainText('Zustimmung zurückgezogen');
  await expect(page.getByRole('heading', { name: ALERT })).toBeVisible();
  await axeAtBothWidths(page);
});
