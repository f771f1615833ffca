import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './helpers';
import { signIn } from './posting-helpers';

/**
 * TopCV in the resume area (docs/product-decisions.md "TopCV in the resume area"), on Osnabrück where TOP_CV is on:
 * the demo applicant's /lebenslauf offers the free CV check as a plain link to the configured partner page, with
 * the note that it is a separate service, and nothing is asked of the partner before a click. axe at 390 and
 * 1280 px.
 */
const REGION = 'osnabrueck';
const APPLICANT = `bewerber@${REGION}.demo.example`;
const PARTNER = 'https://topcv.demo.example/lebenslauf-check';

test('the demo applicant’s resume page offers TopCV’s free CV check as a plain link', async ({ page }) => {
  const partnerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('topcv.demo.example')) partnerRequests.push(request.url());
  });
  await signIn(page, REGION, APPLICANT, '/lebenslauf');
  const offer = page.getByRole('region', { name: 'Lebenslauf kostenlos prüfen lassen' });
  await expect(offer).toBeVisible();
  const link = offer.getByRole('link', { name: /Lebenslauf-Check von TopCV/ });
  await expect(link).toHaveAttribute('href', PARTNER);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(offer).toContainText('TopCV ist ein eigenständiger Dienst. Wir übermitteln keine Daten an TopCV');
  // Reached by keyboard like every other link of the page.
  await link.focus();
  await expect(link).toBeFocused();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
  expect(partnerRequests).toEqual([]);
});
