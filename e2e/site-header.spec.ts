import { expect, test } from './fixtures';
import { REGIONS } from '../regions/registry';
import { siteUrl } from './helpers';
import { signIn } from './posting-helpers';

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const region of REGIONS) {
    test(`${region.id}: the header shows "${region.SITENAME}" on one line beside the navigation`, async ({ page }) => {
      await page.goto(siteUrl(region.id, '/jobs'));
      await page.evaluate(() => document.fonts.ready);
      const name = page.locator('header [data-site-name]');
      await expect(name).toHaveText(region.SITENAME);
      const { height, lineHeight } = await name.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }));
      // One line is one line-height high; a second line would double it.
      expect(height).toBeLessThan(lineHeight * 1.5);
      const nameBox = await name.boundingBox();
      const navBox = await page.getByRole('navigation', { name: 'Hauptnavigation' }).boundingBox();
      expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(navBox!.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    });
  }
});

test('the typeface is served by the site itself, with no request to another host', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  await page.goto(siteUrl('franken', '/jobs'));
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.weight);
  });
  // Inter is one variable file for the weights in use (lib/theme/font-subset.ts); "system" sites load none.
  expect(loaded).toContain('400 750');
  expect([...hosts]).toEqual([new URL(siteUrl('franken')).host]);
});

test.describe('signed in as a recruiter at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the longest site name stays on one line beside "Stelle veröffentlichen", which leads to the wizard', async ({
    page,
  }) => {
    await signIn(page, 'schleswig-holstein', 'arbeitgeber@schleswig-holstein.demo.example', '/jobs');
    const post = page.getByRole('banner').getByRole('link', { name: 'Stelle veröffentlichen' });
    await expect(post).toBeVisible();
    const name = page.locator('header [data-site-name]');
    const { height, lineHeight } = await name.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await post.click();
    await expect(page).toHaveURL(siteUrl('schleswig-holstein', '/job/wizard'));
  });
});
