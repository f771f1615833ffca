import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, jobWithApplicationForm, siteUrl } from './helpers';
import { applicationForm, expectThanks } from './application-helpers';
import { recruiterOf, signIn, startPosting } from './posting-helpers';

/**
 * Two site switches of docs/product.md §1.4 on their demo sites (docs/product-decisions.md "Salary free input and
 * attachments switched off"): Rems-Murr offers salary bands only, Niederbayern's forms take no files.
 */
const BANDS_ONLY = 'rems-murr';
const NO_FILES = 'niederbayern';

test('Rems-Murr: the wizard’s salary step offers the bands only, and a band is saved', async ({ page }) => {
  await signIn(page, BANDS_ONLY, recruiterOf(BANDS_ONLY), '/job/wizard');
  const id = await startPosting(page, 'Mit Vorlage');
  await page.goto(siteUrl(BANDS_ONLY, `/job/wizard/${id}/gehalt`));
  await expect(page.getByRole('heading', { level: 2, name: /^Gehaltsangabe/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Spanne von – bis' })).toHaveCount(0);
  await expect(page.getByLabel('Von', { exact: true })).toHaveCount(0);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /"salaryRange":"30000-40000"/.test(r.request().postData() ?? ''),
  );
  await page.getByRole('combobox', { name: /^Gehaltsband/ }).selectOption('30000-40000');
  await saved;
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Gehaltsband/ })).toHaveValue('30000-40000');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
});

/** Fills in the application form of the job open on `page`, answering its questions. */
async function fillApplication(page: Page, email: string) {
  const form = applicationForm(page);
  await form.getByLabel('Vorname').fill('Max');
  await form.getByLabel('Nachname').fill('Bauer');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel(/^Anschreiben/).fill('Ich bin gelernter Zimmerer und freue mich auf die Aufgabe.');
  for (const yes of await form.getByRole('radio', { name: 'Ja' }).all()) await yes.check();
  for (const answer of await form.locator('input[name^="answer."]:not([type=radio])').all())
    await answer.fill('Sofort');
}

test('Niederbayern: the application form has no file field, is axe-clean and is sent', async ({ page, request }) => {
  await jobWithApplicationForm(page, request, NO_FILES);
  const form = applicationForm(page);
  await expect(form.locator('input[type=file]')).toHaveCount(0);
  await expect(form.getByText(/Lebenslauf und weitere Unterlagen/)).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
  await fillApplication(page, `max-${Date.now().toString(36)}@beispiel.de`);
  await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expectThanks(page);
});

test.describe('Niederbayern without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('neither the application form nor the contact form has a file field', async ({ page, request }) => {
    await jobWithApplicationForm(page, request, NO_FILES);
    await expect(applicationForm(page).locator('input[type=file]')).toHaveCount(0);
    await fillApplication(page, `max-nojs-${Date.now().toString(36)}@beispiel.de`);
    await applicationForm(page).getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.getByText('Vielen Dank für deine Bewerbung!')).toBeVisible();
    await page.goto(siteUrl(NO_FILES, '/kontakt'));
    await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
    await expect(page.locator('input[type=file]')).toHaveCount(0);
  });
});
