import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { signUp } from './sign-up';
import { layoutBlocks } from '../bench/cv-import/cv-layouts';
import { makePersona } from '../bench/cv-import/cv-personas';
import { renderPdf } from '../bench/cv-import/render-pdf';

/**
 * A new job seeker starts the resume wizard with a CV: after the import, the job-preferences step proposes the
 * CV's current job as the desired position and says so (docs/product-decisions.md "The wizard takes the desired
 * position from the CV"); what is saved is what the person leaves in the field.
 */
const REGION = 'franken';

test('the wizard takes the desired position from the imported CV', async ({ page }) => {
  test.setTimeout(120_000);
  const cv = makePersona(11);
  const email = `wunsch-${Date.now()}@example.test`;
  await signUp(page, REGION, { name: `${cv.firstName} ${cv.lastName}`, email, password: 'Lange-Passphrase-2026' });

  await page.goto(siteUrl(REGION, '/lebenslauf/wizard/import'));
  await page.getByLabel('Lebenslauf (PDF oder DOCX)').setInputFiles({
    name: 'Lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await renderPdf(layoutBlocks('tabular', cv, 0, 0))),
  });
  await page.getByRole('button', { name: 'Lebenslauf einlesen' }).click();
  await page.getByRole('button', { name: 'Angaben übernehmen und weiter' }).click();

  // Saving the sections and resolving the home town takes a moment on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Berufswünsche' })).toBeVisible({ timeout: 20_000 });
  const title = page.getByLabel('Gewünschte Position');
  await expect(title).toHaveValue(cv.work[0].jobTitle);
  await expect(page.getByText(`Als gewünschte Stelle haben wir „${cv.work[0].jobTitle}“`)).toBeVisible();

  // The person's own words win: changed and saved, the step shows them and proposes nothing any more.
  await title.fill('Teamleitung');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Persönliche Angaben' })).toBeVisible();
  await page.goto(siteUrl(REGION, '/lebenslauf/wizard/job-preferences'));
  await expect(page.getByLabel('Gewünschte Position')).toHaveValue('Teamleitung');
  await expect(page.getByText('Als gewünschte Stelle haben wir')).toHaveCount(0);
});
