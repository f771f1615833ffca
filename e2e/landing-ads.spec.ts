import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';

/**
 * Job ads on landing pages (docs/product-decisions.md "Job ads on landing pages"), on Ingolstadt where LANDING_ADS
 * is on: the topic page /pflege-jobs ends with current job ads, rendered without script and linked to the full
 * listing; the privacy page and the imprint show none. axe at 390 and 1280 px on the topic page.
 */
const REGION = 'ingolstadt';
const block = (page: Page) => page.locator('section[data-landing-ads]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the topic page shows current job ads linked to the listing; the marker never shows', async ({ page }) => {
    await page.goto(siteUrl(REGION, '/pflege-jobs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pflege-Jobs in Ingolstadt' })).toBeVisible();
    const ads = block(page);
    // The page's marker names the search "Pflege"; the demo data has care jobs in Ingolstadt.
    await expect(ads.getByRole('heading', { level: 2 })).toHaveText('Aktuelle Stellenangebote: Pflege');
    const jobs = ads.locator('ol > li');
    expect(await jobs.count()).toBeGreaterThan(0);
    expect(await jobs.count()).toBeLessThanOrEqual(5);
    await expect(jobs.first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/job\//);
    await expect(page.getByText('{{stellenanzeigen', { exact: false })).toHaveCount(0);

    await ads.getByRole('link', { name: 'Alle Stellenangebote zu „Pflege“ ansehen' }).click();
    await expect(page).toHaveURL(/\/jobs\?search=Pflege&sorting=recency$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const path of ['/datenschutz', '/impressum']) {
    test(`the legal page ${path} shows no job ads`, async ({ page }) => {
      await page.goto(siteUrl(REGION, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(block(page)).toHaveCount(0);
      await expect(page.getByText('Aktuelle Stellenangebote')).toHaveCount(0);
    });
  }
});

test('the topic page with its job ads has no serious axe violations at 390 and 1280 px', async ({ page }) => {
  await page.goto(siteUrl(REGION, '/pflege-jobs'));
  await expect(block(page)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
});
