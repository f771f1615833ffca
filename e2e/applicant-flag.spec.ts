import { expect, test } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { signIn } from './posting-helpers';

// docs/product-decisions.md "Applicant management off": berlin-brandenburg's config switches the employers'
// applications inbox off; applications reach the employer by mail only.
const SITE = 'berlin-brandenburg';
const EMPLOYER = `arbeitgeber@${SITE}.demo.example`;

test('the workspace names no "Bewerbungen" and the inbox is the 404 page', async ({ page }) => {
  await signIn(page, SITE, EMPLOYER, '/job-manager');
  const nav = page.getByRole('navigation', { name: 'Arbeitgeberbereich' });
  await expect(nav.getByRole('link', { name: 'Stellen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bewerbungen' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Bewerbungen' })).toHaveCount(0);

  await page.goto(siteUrl(SITE, '/dashboard'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /neue Bewerbung/ })).toHaveCount(0);

  for (const path of ['/job-manager/bewerbungen', '/job-manager/bewerbungen/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6']) {
    const response = await page.goto(siteUrl(SITE, path));
    expect(response?.status()).toBe(404);
  }
});

test("the demo seeker's own list names what they sent and says no status follows", async ({ page }) => {
  await signIn(page, SITE, `bewerber@${SITE}.demo.example`, '/user/bewerbungen');
  await expect(page.getByText('Auf dieser Seite gehen Bewerbungen per E-Mail an den Arbeitgeber')).toBeVisible();
  const entries = page.getByRole('main').getByRole('article');
  await expect(entries.first()).toBeVisible();
  for (const entry of await entries.all()) {
    await expect(entry).toContainText('Per E-Mail an den Arbeitgeber – hier folgt kein Stand');
    await expect(entry).not.toContainText('Stand:');
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the workspace without the inbox has no serious or critical WCAG 2.1 AA violation at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, SITE, EMPLOYER, '/job-manager');
    await expectNoSeriousViolations(page);
  });
}
