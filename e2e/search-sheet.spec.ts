import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { employerPaths, expectNoSeriousViolations, siteUrl } from './helpers';
import { focused } from './keyboard-helpers';

/**
 * Phone first (docs/product-decisions.md "Design, second pass"): on a phone the search is one "Was · Wo" bar that
 * opens the full form as a sheet, and the first result card is whole on the first screen of every kind of
 * listing; wider screens line the three fields and the button up in one row; headings name the corrected words.
 */
const PHONE = { width: 390, height: 844 };
const bar = (page: Page) => page.getByRole('button', { name: /Suche ändern$/ });

/** Listings of every kind: all jobs, words, a facet path, a town landing page, a state, one employer's jobs. */
async function listings(page: Page, request: APIRequestContext, region: string): Promise<string[]> {
  await page.goto(siteUrl(region, '/'));
  const town = await page.getByRole('region', { name: 'Jobs nach Ort' }).getByRole('link').first().getAttribute('href');
  const slug = (await employerPaths(request, region))[0].replace('/organization/', '');
  const oneEmployer = `/jobs?job_organization_name=${encodeURIComponent(slug)}`;
  return [
    '/jobs',
    '/jobs?search=Pflege',
    '/jobs?search=Plfege',
    '/jobs/teilzeit',
    town!,
    '/jobs?geo_location=Bayern&administrative_area_level_1=Bayern&locationType=administrative_area_level_1',
    oneEmployer,
  ];
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  for (const region of ['franken', 'rosenheim']) {
    test(`${region}: the first result card is whole on the first screen of every listing`, async ({
      page,
      request,
    }) => {
      for (const path of await listings(page, request, region)) {
        await page.goto(siteUrl(region, path));
        const card = await page.getByRole('article').first().boundingBox();
        expect(card, path).not.toBeNull();
        expect(
          card!.y + card!.height,
          `${path}: the first card ends at ${card!.y + card!.height} px`,
        ).toBeLessThanOrEqual(PHONE.height);
      }
    });
  }

  test('the bar shows the search and opens the sheet with Enter; focus goes in, Escape brings it back', async ({
    page,
  }) => {
    await page.goto(siteUrl('franken', '/jobs?search=Pflege&geo_location=Erlangen&radius=20'));
    await expect(bar(page)).toHaveAccessibleName('Pflege, Erlangen (20 km) – Suche ändern');
    await expect(page.getByLabel('Was', { exact: true })).toBeHidden();
    await bar(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Was', { exact: true })).toBeVisible();
    // Focus moves to the sheet's first control, its close button; the fields follow by Tab.
    await expect.poll(async () => (await focused(page))?.label).toBe('Suche schließen');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ id: 'search-what' });
    await expectNoSeriousViolations(page);
    // Escape in a filled search field first empties it, as browsers do: close from the button.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Was', { exact: true })).toBeHidden();
    expect(await focused(page)).toMatchObject({ tag: 'button', label: expect.stringMatching(/Suche ändern$/) });

    // Open again and search with the keyboard alone: the words, Tab to the place, Enter.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page))?.label).toBe('Suche schließen');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Erzieher');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ id: 'search-where' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=Erzieher/);
    await expect(bar(page)).toHaveAccessibleName(/^Erzieher, Erlangen/);
  });

  test('the close button hides the sheet; the front page has the bar too', async ({ page }) => {
    await page.goto(siteUrl('franken', '/'));
    await expect(bar(page)).toHaveAccessibleName('Was suchst du?, Ganze Region – Suche ändern');
    await bar(page).click();
    await expect(page.getByRole('button', { name: 'Jobs finden' })).toBeVisible();
    await page.getByRole('button', { name: 'Suche schließen' }).click();
    await expect(page.getByRole('button', { name: 'Jobs finden' })).toBeHidden();
    await expectNoSeriousViolations(page);
  });

  test('without JavaScript the full form shows as before and searches', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(siteUrl('franken', '/jobs'));
    await expect(bar(page)).toBeHidden();
    await page.getByLabel('Was', { exact: true }).fill('Pflege');
    await page.getByRole('button', { name: 'Jobs finden' }).click();
    await expect(page).toHaveURL(/search=Pflege/);
    await context.close();
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Was, Wo, radius and the button stand in one row at one height', async ({ page }) => {
    for (const path of ['/', '/jobs?search=Pflege']) {
      await page.goto(siteUrl('franken', path));
      await expect(bar(page)).toBeHidden();
      const boxes = await Promise.all(
        ['#search-what', '#search-where', '#search-radius', 'form[role=search] button[type=submit]'].map(
          async (selector) => (await page.locator(selector).boundingBox())!,
        ),
      );
      for (const box of boxes) {
        expect(Math.abs(box.y - boxes[0].y), path).toBeLessThanOrEqual(1);
        expect(Math.abs(box.height - boxes[0].height), path).toBeLessThanOrEqual(1);
      }
    }
  });
});

test('a typo is never repeated in the heading: the listing names the corrected words', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs?search=Plfege'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pflege-Jobs in Franken: \d+ Stellen?$/);
  await expect(page).toHaveTitle(/^Pflege-Jobs in Franken/);
  await expect(page.getByRole('status').filter({ hasText: 'Treffer für „pflege“' })).toContainText('„Plfege“');
  // The form keeps what was typed.
  await expect(page.getByLabel('Was', { exact: true })).toHaveValue('Plfege');
});
