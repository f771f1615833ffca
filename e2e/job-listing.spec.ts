import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteRequest, siteUrl } from './helpers';

/** The result count of the listing's results heading, e.g. "1.234 Jobs" → 1234. */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('h2#jobs-results').textContent())!;
  return text.startsWith('Keine') ? 0 : Number(text.replace(/\D.*$/, '').replace(/\./g, ''));
}

const PHONE = { width: 390, height: 844 };
const NOWHERE = 'Xylophonstimmerqwz';

test.describe('pages past the last one', () => {
  for (const region of ['franken', 'rosenheim']) {
    test(`on ${region}: the last page is there, the next one and page 999 are the German 404 page`, async ({
      page,
      request,
    }) => {
      await page.goto(siteUrl(region, '/jobs'));
      const last = Math.ceil((await resultCount(page)) / 10);
      expect((await siteRequest(request, region, `/jobs?page=${last}`)).status()).toBe(200);
      for (const past of [last + 1, 999]) {
        const response = await page.goto(siteUrl(region, `/jobs?page=${past}`));
        expect(response!.status(), `page ${past}`).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
      }
      // A search without results keeps its first page: 200 with the empty state; its second page is missing.
      const empty = await page.goto(siteUrl(region, `/jobs?search=${NOWHERE}`));
      expect(empty!.status()).toBe(200);
      await expect(page.getByText('Zu deiner Suche gibt es gerade keine offenen Stellen.')).toBeVisible();
      expect((await siteRequest(request, region, `/jobs?search=${NOWHERE}&page=2`)).status()).toBe(404);
    });
  }
});

test.describe('the listing on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('the first result is on the first screen; the filters wait behind the Filter button', async ({ page }) => {
    await page.goto(siteUrl('rosenheim', '/jobs?search=Pflege'));
    const first = await page.getByRole('article').first().boundingBox();
    expect(first!.y).toBeLessThan(PHONE.height);
    await expect(page.locator('summary', { hasText: /^Filter$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Teilzeit, \d+ Jobs$/ })).toBeHidden();
  });

  test('without JavaScript the Filter button opens the facets and a filter applies', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(siteUrl('franken', '/jobs?search=Pflege'));
    await page.locator('summary', { hasText: /^Filter$/ }).click();
    const teilzeit = page.getByRole('link', { name: /^Teilzeit, \d+ Jobs$/ });
    await expect(teilzeit).toBeVisible();
    const expected = Number((await teilzeit.getAttribute('aria-label'))!.match(/(\d+) Jobs/)![1]);
    await teilzeit.click();
    await expect(page).toHaveURL(/\/jobs\/teilzeit\?search=Pflege/);
    expect(await resultCount(page)).toBe(expected);
    // The button and the facet say how many filters are chosen.
    const toggle = page.locator('summary', { hasText: 'Filter (1)' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.locator('summary', { hasText: 'Anstellungsart (1)' })).toBeVisible();
    await context.close();
  });

  test('a facet’s chevron turns when it opens', async ({ page }) => {
    await page.goto(siteUrl('franken', '/jobs'));
    await page.locator('summary', { hasText: /^Filter$/ }).click();
    const facet = page.locator('details details').filter({ has: page.locator('summary', { hasText: 'Arbeitgeber' }) });
    const chevron = () =>
      facet.locator('summary').evaluate((summary) => getComputedStyle(summary, '::after').transform);
    const closed = await chevron();
    await facet.locator('summary').click();
    await expect(facet).toHaveAttribute('open', '');
    // The turn is a 0.15 s transition: wait for it rather than reading mid-way.
    await expect.poll(chevron).not.toBe(closed);
  });
});

test('years of experience are ranges in their order, on the listing and on the job page', async ({ page }) => {
  const ORDER = ['Berufseinsteiger', '1–2 Jahre', '3–5 Jahre', '6–10 Jahre', 'Mehr als 10 Jahre'];
  await page.goto(siteUrl('franken', '/jobs'));
  const facet = page
    .locator('details details')
    .filter({ has: page.locator('summary', { hasText: 'Berufserfahrung' }) });
  const labels = await facet
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.querySelector('span')!.textContent!.replace(/^✓ /, '')));
  expect(labels.length).toBeGreaterThan(1);
  expect(labels).toEqual(ORDER.filter((label) => labels.includes(label)));

  const range = facet.getByRole('link', { name: /^1–2 Jahre, \d+ Jobs$/ });
  const expected = Number((await range.getAttribute('aria-label'))!.match(/(\d+) Jobs/)![1]);
  await range.click();
  await expect(page).toHaveURL(/years_of_experience=1%2C2/);
  expect(await resultCount(page)).toBe(expected);
  await expect(page.locator('summary', { hasText: 'Berufserfahrung (1)' })).toBeVisible();

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.locator('dt:text-is("Berufserfahrung") + dd')).toHaveText('1–2 Jahre');
});

test('the title, H1 and description say what is listed, where and how many', async ({ page }) => {
  await page.goto(siteUrl('rosenheim', '/jobs?search=Pflege&geo_location=Rosenheim'));
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
  expect(heading).toMatch(/^Pflege-Jobs in Rosenheim: \d{1,3}(\.\d{3})* Stellen?$/);
  await expect(page).toHaveTitle(`${heading} | rosenheimjobs`);
  await expect(page.locator('meta[name=description]')).toHaveAttribute(
    'content',
    new RegExp(`^${heading.replace(/ Stellen?$/, '').replace(/\./g, '\\.')} aktuelle`),
  );

  // The site's name says "Jobs im Saarland" already: the title does not repeat it.
  await page.goto(siteUrl('saarland', '/jobs?page=2'));
  await expect(page).toHaveTitle(/^Jobs im Saarland: \d{1,3}(\.\d{3})* Stellen – Seite 2$/);
});

for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
  test(`the listing at ${viewport.width} px has no serious WCAG violation, filters closed and open`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl('franken', '/jobs/teilzeit?search=Pflege'));
    await expectNoSeriousViolations(page);
    // The Filter panel (the sidebar on wide screens) opened, as its button does on phones.
    await page
      .locator('summary', { hasText: /^Filter/ })
      .locator('xpath=..')
      .evaluate((panel) => ((panel as HTMLDetailsElement).open = true));
    await expect(page.getByRole('link', { name: /^Vollzeit, \d+ Jobs$/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
