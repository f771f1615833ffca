import { expect, type Page, test } from './fixtures';
import { siteUrl } from './helpers';

// What a job seeker means, on the demo data (docs/architecture.md, "Occupation vocabulary (KldB 2010)"; docs/
// product-decisions.md, "Title and occupation before the description"). Without JavaScript: the listing is a
// plain GET form.
test.use({ javaScriptEnabled: false });

/** The result count of the listing heading, e.g. "128 Jobs" → 128. */
async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('heading', { level: 2, name: /Jobs?\b|Keine passenden Jobs/ })
    .first()
    .textContent();
  return text?.startsWith('Keine') ? 0 : Number(text!.replace(/\D.*$/, '').replace(/\./g, ''));
}

/** The job titles of the result page, as the cards' first links name them. */
async function hitTitles(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (const card of await page.getByRole('article').all())
    titles.push((await card.getByRole('link').first().textContent())!.trim());
  return titles;
}

test('"Buchhalter" finds the accounting jobs that "Buchhaltung" finds', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs?search=Buchhaltung'));
  const buchhaltung = await resultCount(page);
  expect(buchhaltung).toBeGreaterThan(0);
  await page.goto(siteUrl('franken', '/jobs?search=Buchhalter'));
  expect(await resultCount(page)).toBe(buchhaltung);
  // Found by what the word means, not widened to words spelt alike.
  await expect(page.getByRole('status').filter({ hasText: 'ähnliche Jobs' })).toHaveCount(0);
});

test('"Lagerhelfer" finds the "Lagerarbeiter (m/w/d)" and no developer whose ad mentions a data warehouse', async ({
  page,
}) => {
  await page.goto(siteUrl('franken', '/jobs?search=Lagerhelfer'));
  const titles = await hitTitles(page);
  expect(titles).toContain('Lagerarbeiter (m/w/d)');
  for (const title of titles) expect(title).toMatch(/lager|kommission|logistik/i);
});

test('"Pflege" around Nürnberg lists care jobs only, not ads that mention looking after data or a vehicle', async ({
  page,
}) => {
  await page.goto(siteUrl('franken', '/jobs'));
  await page.getByLabel('Was', { exact: true }).fill('Pflege');
  await page.getByLabel('Wo', { exact: true }).fill('Nürnberg');
  await page.getByLabel('Umkreis').selectOption('20');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /im Umkreis von 20 km um Nürnberg/ })).toBeVisible();
  const titles = await hitTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/pfleg|kranken/i);
});

test('"Ausbildung" lists apprenticeships', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs'));
  await page.getByLabel('Was', { exact: true }).fill('Ausbildung');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page.getByRole('link', { name: 'Filter Ausbildung entfernen' })).toBeVisible();
  const titles = await hitTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/ausbildung|azubi|auszubildende|duales studium/i);
});

test('the footer names the source of the occupation vocabulary', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs'));
  await expect(
    page.getByRole('link', {
      name: 'Berufe: Klassifikation der Berufe 2010, © Statistik der Bundesagentur für Arbeit',
    }),
  ).toHaveAttribute('href', 'https://statistik.arbeitsagentur.de/');
});
