import { expect, type Page, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { answerInboxJob, applicationForm, expectThanks } from './application-helpers';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { waitForMailWhere } from './mail-catcher';
import { recruiterOf, signIn } from './posting-helpers';
import { signInWithPassword, signUp } from './sign-up';
import { layoutBlocks } from '../bench/cv-import/cv-layouts';
import { makePersona } from '../bench/cv-import/cv-personas';
import { renderPdf } from '../bench/cv-import/render-pdf';
import { parseMail } from '../server/mail/testing';
import { DEMO_INBOX_JOB_TITLE } from '../server/seed/applications';

/**
 * The applicant's whole journey, as a new job seeker goes through it in Chromium: sign up, build the resume with the
 * wizard from an imported PDF CV (one proposed field corrected), apply to the demo employer's job with the
 * prefilled form and the resume as PDF, see the status the employer sets in "Meine Bewerbungen", change the
 * password by the mailed link, download the data and find the application and the CV in the ZIP, erase the
 * account and no longer sign in.
 */
const REGION = 'kassel';
const INBOX = '/job-manager/bewerbungen';
const CORRECTED_LAST_NAME = 'Korrigiert-Lang';

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
}

/** The first link of a caught mail to `email` whose subject matches, on the site's origin. */
async function mailedLink(email: string, subject: RegExp, path: RegExp): Promise<string> {
  const mail = await waitForMailWhere((m) => m.to.includes(email) && subject.test(parseMail(m.raw).subject), 'link');
  const link = new RegExp(`http://\\S+${path.source}`).exec(parseMail(mail.raw).text);
  expect(link, `a link in "${parseMail(mail.raw).subject}"`).not.toBeNull();
  return link![0];
}

test('a new job seeker builds a resume from a CV, applies with it, follows the status, and exports and erases the account', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const email = `reise-${Date.now().toString(36)}@beispiel.de`;
  const password = 'Erstes-Passwort-2026';
  const cv = makePersona(3);
  await signUp(page, REGION, { name: `${cv.firstName} ${cv.lastName}`, email, password });

  // /lebenslauf sends a resume that is not complete to the wizard, which starts with the import.
  await page.goto(siteUrl(REGION, '/lebenslauf'));
  await page.waitForURL(/\/lebenslauf\/wizard(\/import)?$/);
  const pdf = await renderPdf(layoutBlocks('tabular', cv, 0, 0));
  await page
    .getByLabel('Lebenslauf (PDF oder DOCX)')
    .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await page.getByRole('button', { name: 'Lebenslauf einlesen' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte prüfe die gefundenen Angaben' })).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue(cv.firstName);
  await expect(page.getByLabel('Nachname')).toHaveValue(cv.lastName);
  await expect(page.getByLabel('Berufsbezeichnung').first()).toHaveValue(cv.work[0].jobTitle);
  await axeAtBothWidths(page);
  // One proposed field corrected before it is taken over.
  await page.getByLabel('Nachname').fill(CORRECTED_LAST_NAME);
  await page.getByRole('button', { name: 'Angaben übernehmen und weiter' }).click();

  await page.waitForURL(/\/lebenslauf\/wizard\/job-preferences$/);
  await page.getByLabel('Gewünschte Position').fill(cv.work[0].jobTitle);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.waitForURL(/\/lebenslauf\/wizard\/personal-info$/);
  await expect(page.getByLabel('Nachname')).toHaveValue(CORRECTED_LAST_NAME);
  await page.getByRole('button', { name: 'Lebenslauf abschließen' }).click();
  await expect(page.getByText('Geschafft! Dein Lebenslauf ist angelegt.')).toBeVisible();
  await expect(page.getByText(cv.work[0].companyName).first()).toBeVisible();
  await axeAtBothWidths(page);
  await page.goto(siteUrl(REGION, '/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Übersicht' })).toBeVisible();
  await axeAtBothWidths(page);

  // The demo employer's job that takes applications here, found through the inbox's job filter.
  const employer = await browser.newContext();
  const inbox = await employer.newPage();
  await signIn(inbox, REGION, recruiterOf(REGION), INBOX);
  const jobId = await inbox
    .getByLabel('Stelle')
    .locator('option', { hasText: DEMO_INBOX_JOB_TITLE })
    .getAttribute('value');

  // Applying: the form is filled in from the resume and the account, the resume goes along as a PDF.
  await page.goto(siteUrl(REGION, `/job/${jobId}`));
  const form = applicationForm(page);
  await expect(form.getByLabel('Nachname')).toHaveValue(CORRECTED_LAST_NAME);
  await expect(form.getByLabel('Vorname')).toHaveValue(cv.firstName);
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(form.getByLabel('Lebenslauf als PDF anhängen')).toBeChecked();
  await answerInboxJob(form, 'Ich freue mich auf Ihre Antwort.');
  await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expectThanks(page);

  await page.goto(siteUrl(REGION, '/user/bewerbungen'));
  const mine = page.getByRole('article').filter({ hasText: DEMO_INBOX_JOB_TITLE });
  await expect(mine).toContainText('Eingegangen');
  await expect(mine).toContainText('Mit Lebenslauf als PDF');

  // Back on the job page: it says when they applied, and a second application waits for their tick, with what
  // they typed kept (docs/product-decisions.md, "Applying twice").
  await page.goto(siteUrl(REGION, `/job/${jobId}`));
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Du hast dich am \d\d\.\d\d\.\d{4} schon auf diese Stelle beworben\.$/ }),
  ).toBeVisible();
  const again = applicationForm(page);
  const repeat = 'Ja, ich möchte mich noch einmal auf diese Stelle bewerben';
  await expect(again.getByLabel(repeat)).not.toBeChecked();
  await answerInboxJob(again, 'Aus Versehen ein zweites Mal.');
  await again.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(applicationForm(page).getByRole('alert')).toContainText('schon auf diese Stelle beworben');
  await expect(applicationForm(page).getByLabel(repeat)).toHaveAttribute('aria-invalid', 'true');
  await expect(applicationForm(page).getByLabel(/^Anschreiben/)).toHaveValue('Aus Versehen ein zweites Mal.');
  await axeAtBothWidths(page);
  await page.goto(siteUrl(REGION, '/user/bewerbungen'));
  await expect(mine).toHaveCount(1);

  // The employer invites; the applicant sees it.
  await inbox.goto(siteUrl(REGION, `${INBOX}?stelle=${jobId}`));
  await inbox.getByRole('link', { name: `Bewerbung von ${cv.firstName} ${CORRECTED_LAST_NAME} öffnen` }).click();
  await inbox.locator('summary', { hasText: 'Neuer Status: Eingeladen' }).click();
  await inbox
    .getByRole('form', { name: 'Vorschlag für „Eingeladen“' })
    .getByRole('button', { name: 'Neuer Status: Eingeladen' })
    .click();
  await expect(inbox.getByText('Aktueller Status: Eingeladen')).toBeVisible();
  await employer.close();
  await page.reload();
  await expect(mine).toContainText('Eingeladen');
  await axeAtBothWidths(page);

  // A new password by the mailed link (valid 10 minutes, once).
  await page.goto(siteUrl(REGION, '/user/passwort-vergessen'));
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/ist ein Link unterwegs/)).toBeVisible();
  const reset = await mailedLink(email, /^Neues Passwort für /, /\/user\/passwort-neu\?token=\S+/);
  const newPassword = 'Zweites-Passwort-2026';
  await page.goto(reset);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.getByText('Dein neues Passwort ist gespeichert.')).toBeVisible();
  await signInWithPassword(page, REGION, { email, password: newPassword });

  // Everything about me as a ZIP: the application and the CVs are in it.
  await page.goto(siteUrl(REGION, '/user/daten'));
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Meine Daten herunterladen (ZIP)' }).click();
  const zip = unzipSync(new Uint8Array(await readFile((await (await download).path())!)));
  const data = JSON.parse(strFromU8(zip['meine-daten.json'])) as {
    data: Record<string, Array<Record<string, unknown>>>;
  };
  expect(data.data.resumes[0].personalInfo).toMatchObject({ lastName: CORRECTED_LAST_NAME });
  expect(data.data.applications.map((a) => a.jobTitle)).toContain(DEMO_INBOX_JOB_TITLE);
  expect(strFromU8(zip['Meine-Daten.html'])).toContain(DEMO_INBOX_JOB_TITLE);
  const files = Object.keys(zip).filter((name) => name.startsWith('dateien/'));
  expect(files.filter((name) => name.endsWith('.pdf')).length).toBeGreaterThanOrEqual(2);

  // Erasing the account, confirmed by the mailed link; afterwards the password no longer signs in.
  await page.getByRole('button', { name: 'Löschung per E-Mail bestätigen' }).click();
  await expect(page.getByText('Wir haben dir einen Link zur Bestätigung geschickt.')).toBeVisible();
  const erase = await mailedLink(
    email,
    /^Konto auf .* löschen: bitte bestätigen$/,
    /\/user\/konto-loeschen\/[A-Za-z0-9_-]+/,
  );
  await page.goto(erase);
  await page.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await page.waitForURL(/\/user\/konto-loeschen\/erledigt$/);
  await page.goto(siteUrl(REGION, '/user/login'));
  const login = page.getByRole('form', { name: 'Mit Passwort' });
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort').fill(newPassword);
  await login.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort stimmen nicht.')).toBeVisible();
});
