import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { recruiterOf, signIn } from './posting-helpers';

/**
 * WCAG 2.1 1.4.10 (reflow): on a 390 px phone no employer page scrolls sideways; a wide table scrolls in its
 * own region. A site of its own, as the demo recruiter (read only), and the bottom menu fits the screen.
 */
const REGION = 'ulm';
const PAGES = [
  '/dashboard',
  '/job-manager',
  '/job-manager/bewerbungen',
  '/job-manager/kandidaten',
  '/job-manager/profil',
  '/job-manager/profil/vorschau',
  '/job-manager/team',
  '/job-manager/verlauf',
  '/job/wizard',
];

test.use({ viewport: { width: 390, height: 844 } });

test('no employer page scrolls sideways on a phone, and the bottom menu fits', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, REGION, recruiterOf(REGION), PAGES[0]);
  for (const path of PAGES) {
    await page.goto(siteUrl(REGION, path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    const menu = page.getByRole('navigation', { name: 'Schnellmenü' });
    const overflow = await menu.evaluate(
      (nav) =>
        [...nav.querySelectorAll('a')].filter((a) => a.getBoundingClientRect().right > window.innerWidth + 1).length,
    );
    expect(overflow, `bottom menu items cut off on ${path}`).toBe(0);
  }
});
