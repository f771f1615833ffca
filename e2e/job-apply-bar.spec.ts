import { expect, type Page, test } from './fixtures';
import { employerPaths, expectNoSeriousViolations, jobWithApplicationForm, siteUrl } from './helpers';

/** Links in document order, each with its accessible text and target. */
const links = (page: Page) =>
  page
    .locator('a[href]:visible')
    .evaluateAll((as) =>
      as.map((a) => ({ text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(), href: (a as HTMLAnchorElement).href })),
    );

/** Two links in a row with the same text to the same place: one link said twice. */
async function repeatedLinks(page: Page) {
  const all = await links(page);
  return all.filter((link, i) => i > 0 && link.text === all[i - 1].text && link.href === all[i - 1].href);
}

for (const region of ['franken', 'rosenheim']) {
  test.describe(`on ${region}`, () => {
    test.describe('a phone (390 px)', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the "Jetzt bewerben" bar shows on load and leads to the form, which takes focus', async ({
        page,
        request,
      }) => {
        await jobWithApplicationForm(page, request, region);
        const bar = page.getByRole('link', { name: 'Jetzt bewerben' });
        await expect(bar).toBeInViewport();
        await expect(page.getByRole('button', { name: 'Bewerbung absenden' })).not.toBeInViewport();
        await bar.click();
        await expect(page).toHaveURL(/#bewerben$/);
        const section = page.locator('#bewerben');
        await expect(section).toBeFocused();
        await expect(page.getByRole('heading', { level: 2, name: 'Jetzt bewerben' })).toBeInViewport();
        // From there, Tab goes into the form.
        await page.keyboard.press('Tab');
        await expect(page.getByLabel('Vorname')).toBeFocused();
      });

      test('the bar does not cover the end of the page', async ({ page, request }) => {
        await jobWithApplicationForm(page, request, region);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const bar = await page.getByRole('link', { name: 'Jetzt bewerben' }).boundingBox();
        const submit = await page.getByRole('button', { name: 'Bewerbung absenden' }).boundingBox();
        const footer = await page.locator('footer').last().boundingBox();
        // At the end the bar is back in its place above the form, out of sight.
        expect(bar && footer && submit && bar.y + bar.height <= submit.y && bar.y < footer.y).toBe(true);
      });

      test('job page with the bar: no serious axe violation', async ({ page, request }) => {
        await jobWithApplicationForm(page, request, region);
        await expectNoSeriousViolations(page);
      });
    });

    test.describe('a desktop (1280 px)', () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test('the aside keeps the key facts and "Jetzt bewerben" in sight while the ad scrolls', async ({
        page,
        request,
      }) => {
        await jobWithApplicationForm(page, request, region);
        const aside = page.getByRole('region', { name: 'Auf einen Blick' });
        await expect(aside).toBeInViewport();
        await expect(aside.getByText('Arbeitsort', { exact: false }).first()).toBeVisible();
        // One way to apply in sight: the aside's link, not the phone's bar.
        const apply = page.getByRole('link', { name: 'Jetzt bewerben' });
        await expect(apply).toHaveCount(1);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
        await expect(apply).toBeInViewport();
        await apply.click();
        await expect(page).toHaveURL(/#bewerben$/);
        await expect(page.locator('#bewerben')).toBeFocused();
        await expect(page.getByRole('heading', { level: 2, name: 'Jetzt bewerben' })).toBeInViewport();
        await expectNoSeriousViolations(page);
      });

      test('the job page and the employer page (with the footer) repeat no link right beside itself', async ({
        page,
        request,
      }) => {
        await jobWithApplicationForm(page, request, region);
        expect(await repeatedLinks(page)).toEqual([]);
        await page.goto(siteUrl(region, (await employerPaths(request, region))[0]));
        expect(await repeatedLinks(page)).toEqual([]);
      });
    });
  });
}
