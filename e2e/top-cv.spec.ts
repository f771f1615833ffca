import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './helpers';
import { signIn } from './posting-helpers';
import { layoutBlocks } from '../bench/cv-import/cv-layouts';
import { makePersona } from '../bench/cv-import/cv-personas';
import { renderPdf } from '../bench/cv-import/render-pdf';

/**
 * TopCV in the resume area (docs/product-decisions.md "TopCV in the resume area"), on Osnabrück where TOP_CV is on:
 * the demo applicant's /lebenslauf offers the free CV check as a plain link to the configured partner page, with
 * the note that it is a separate service, and nothing is asked of the partner before a click; the CV import offers
 * it once a CV is read. axe at 390 and 1280 px.
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

test('the CV import offers the check once a CV is read, not before', async ({ page }) => {
  test.setTimeout(120_000);
  const offer = page.getByRole('region', { name: 'Lebenslauf kostenlos prüfen lassen' });
  await signIn(page, REGION, APPLICANT, '/lebenslauf/wizard/import');
  await expect(page.getByLabel('Lebenslauf (PDF oder DOCX)')).toBeVisible();
  await expect(offer).toHaveCount(0);

  const cv = makePersona(12);
  await page.getByLabel('Lebenslauf (PDF oder DOCX)').setInputFiles({
    name: 'Lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await renderPdf(layoutBlocks('tabular', cv, 0, 0))),
  });
  await page.getByRole('button', { name: 'Lebenslauf einlesen' }).click();
  await expect(page.getByRole('button', { name: 'Angaben übernehmen und weiter' })).toBeVisible({ timeout: 20_000 });
  await expect(offer.getByRole('link', { name: /Lebenslauf-Check von TopCV/ })).toHaveAttribute('href', PARTNER);
  await expectNoSeriousViolations(page);
});
