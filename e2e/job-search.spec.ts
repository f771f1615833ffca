import { expect, test } from './fixtures';
import { siteUrl } from './helpers';

/** The result count of the listing heading, e.g. "128 Jobs" → 128. */
async function resultCount(page: import('@playwright/test').Page): Promise<number> {
  const text = await page
    .getByRole('heading', { level: 2, name: /Jobs?\b|Keine passenden Jobs/ })
    .first()
    .textContent();
  return text?.startsWith('Keine') ? 0 : Number(text!.replace(/\D.*$/, '').replace(/\./g, ''));
}

for (const [region, place] of [
  ['rosenheim', 'Wasserburg am Inn'],
  ['franken', 'Erlangen'],
] as const) {
  test(`on ${region}: search by word, facet and radius; the counts are right; open a job`, async ({ page }) => {
    await page.goto(siteUrl(region, '/jobs'));
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(50);

    // A word, submitted with the plain GET form.
    await page.getByLabel('Was', { exact: true }).fill('Pflege');
    await page.getByRole('button', { name: 'Jobs finden' }).click();
    await expect(page).toHaveURL(/search=Pflege/);
    const pflege = await resultCount(page);
    expect(pflege).toBeGreaterThan(0);
    expect(pflege).toBeLessThan(all);
    await expect(page.getByRole('article').first()).toContainText(/pfleg/i);

    // A facet: its count beside the filter is the number of results after choosing it; the URL is the clean path form.
    const teilzeit = page.getByRole('link', { name: /^Teilzeit, \d+ Jobs$/ });
    const expected = Number((await teilzeit.getAttribute('aria-label'))!.match(/(\d+) Jobs/)![1]);
    await teilzeit.click();
    await expect(page).toHaveURL(/\/jobs\/teilzeit\?search=Pflege/);
    expect(await resultCount(page)).toBe(expected);

    // A radius around one of the site's places.
    await page.getByLabel('Wo', { exact: true }).fill(place);
    await page.getByLabel('Umkreis').selectOption('20');
    await page.getByRole('button', { name: 'Jobs finden' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`im Umkreis von 20 km um ${place}`) }),
    ).toBeVisible();
    const near = await resultCount(page);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThanOrEqual(pflege);
    // Every hit on the page says how far it is, and none is farther than the radius.
    const hits = page.getByRole('article');
    const distances = await hits.getByText(/km entfernt/).allTextContents();
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toHaveLength(await hits.count());
    for (const distance of distances) {
      expect(Number(distance.match(/([\d,]+) km entfernt/)![1].replace(',', '.'))).toBeLessThanOrEqual(20);
    }

    // Open a job from the results.
    const first = hits.first().getByRole('link').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
}

test('pages through results without JavaScript and marks empty result pages noindex', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('franken', '/jobs'));
  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('list').filter({ has: page.getByRole('article') })).toBeVisible();
  expect(await page.getByRole('article').count()).toBe(10);
  await page.goto(siteUrl('franken', '/jobs?search=Xylophonstimmerqwz'));
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await context.close();
});

test('an unknown facet path segment answers 404', async ({ page }) => {
  const response = await page.goto(siteUrl('franken', '/jobs/gibt-es-nicht'));
  expect(response!.status()).toBe(404);
});

test('suggests places of the local gazetteer while typing (250 ms, from one letter)', async ({ page }) => {
  await page.goto(siteUrl('rosenheim', '/jobs'));
  const place = page.getByLabel('Wo', { exact: true });
  await place.pressSequentially('Wasserb');
  await expect(page.locator('#search-where-places option').first()).toHaveAttribute('value', 'Wasserburg am Inn');
});

test('suggests job titles of the site in the Was field while typing (from two letters)', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs'));
  await page.getByLabel('Was', { exact: true }).pressSequentially('Pfleg');
  await expect(page.locator('#search-what-titles option').first()).toHaveAttribute('value', /pfleg/i);
});

test('a search whose words find nothing together shows related jobs and says so, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('franken', '/jobs?search=Pflege+Xylophonstimmer'));
  await expect(
    page.getByRole('status').filter({ hasText: 'Keine Treffer für „Pflege Xylophonstimmer“ – ähnliche Jobs:' }),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/pfleg/i);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await context.close();
});

test('finds jobs around a typed place that is no quick-pick, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('rosenheim', '/jobs?geo_location=stephanskirchen&radius=20'));
  await expect(page.getByRole('heading', { level: 2, name: /im Umkreis von 20 km um Stephanskirchen/ })).toBeVisible();
  await context.close();
});

test('a state-wide search hides the radius (docs/product.md §9) and keeps the state when searching again', async ({
  page,
}) => {
  await page.goto(
    siteUrl(
      'franken',
      '/jobs?administrative_area_level_1=Bayern&locationType=administrative_area_level_1&geo_location=Bayern',
    ),
  );
  await expect(page.getByLabel('Umkreis')).toBeHidden();
  await page.getByLabel('Was', { exact: true }).fill('Pflege');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page).toHaveURL(/administrative_area_level_1=Bayern/);
  await expect(page).toHaveURL(/locationType=administrative_area_level_1/);
});

test('a qualifier word becomes the filter it means, shown as a chip that takes it off, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('franken', '/jobs?search=Pflege'));
  const pflege = await resultCount(page);
  const facet = page.getByRole('link', { name: /^Teilzeit, \d+ Jobs$/ });
  const teilzeitCount = Number((await facet.getAttribute('aria-label'))!.match(/(\d+) Jobs/)![1]);

  await page.getByLabel('Was', { exact: true }).fill('Pflege Teilzeit');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  // The word is the employment type now, not a word the ad must print.
  await expect(page).toHaveURL(/\/jobs\/teilzeit\?search=Pflege(&|$)/);
  await expect(page.getByLabel('Was', { exact: true })).toHaveValue('Pflege');
  const chip = page.getByRole('link', { name: 'Filter Teilzeit entfernen' });
  await expect(chip).toBeVisible();
  expect(await resultCount(page)).toBe(teilzeitCount);
  const hits = await page.getByRole('article').allTextContents();
  expect(hits.length).toBeGreaterThan(0);
  for (const hit of hits) expect(hit).toMatch(/Teilzeit/);

  // Taking the chip off leaves the word out too: Pflege jobs of every employment type.
  await chip.click();
  await expect(page).not.toHaveURL(/teilzeit/i);
  await expect(page.getByLabel('Was', { exact: true })).toHaveValue('Pflege');
  expect(await resultCount(page)).toBe(pflege);
  await expect(page.getByRole('link', { name: /^Vollzeit, \d+ Jobs$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Teilzeit, \d+ Jobs$/ })).toBeVisible();
  await context.close();
});
