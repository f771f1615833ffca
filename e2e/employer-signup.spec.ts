import { expect, test, type Page } from './fixtures';
import { expectThanks } from './application-helpers';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { waitForMail, waitForMailWhere } from './mail-catcher';
import { fillBuyer, GERMAN_COMPANY } from './checkout-helpers';
import {
  applyByEmail,
  fillPlaceAndRequirements,
  findAndOpen,
  nextStep,
  review,
  signIn,
  startPosting,
  submitForReview,
  uniqueWord,
} from './posting-helpers';
import { parseMail } from '../server/mail/testing';

/**
 * A new employer gets in by itself, without any demo account: the company signs up on one site, confirms
 * its address by the mailed link, buys a job pack, posts a job that goes to review (a new organization is
 * untrusted), the site's editor approves it and the poster is told it is online, a job seeker applies and the
 * poster gets the application. axe is clean on the sign-up page and the organization admin page.
 */
const REGION = 'saarland';
const tag = Date.now().toString(36);
const POSTER = `inhaberin-${tag}@saarbau.example`;
const COMPANY = `Saarbrücker Sanitär ${tag} GmbH`;
const PASSWORD = 'E2E-Arbeitgeber-2026';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe.configure({ mode: 'serial' });

async function fillCompany(page: Page) {
  await page.getByLabel('Name des Unternehmens').fill(COMPANY);
  await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Deutschland' });
  await page.getByLabel('Postleitzahl', { exact: true }).fill('66111');
  await page.getByLabel('Ort', { exact: true }).fill('Saarbrücken');
  await page.getByLabel('Anrede', { exact: true }).selectOption({ label: 'Frau' });
  await page.getByLabel('Vorname', { exact: true }).fill('Sabine');
  await page.getByLabel('Nachname', { exact: true }).fill('Sauer');
  await page.getByLabel('Position im Unternehmen (freiwillig)').fill('Inhaberin');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`no serious accessibility violations on the employer sign-up at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl(REGION, '/user/arbeitgeber-registrieren'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Als Arbeitgeber registrieren');
    await expectNoSeriousViolations(page);
    // With every field's error shown too.
    await page.getByRole('button', { name: 'Unternehmen registrieren' }).click();
    await expect(page.getByText('Bitte geben Sie den Namen Ihres Unternehmens ein.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('a new company signs up, confirms, buys a pack, posts a job that is approved, and gets an application', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  // Signed out, the wizard's wall leads to the employer's sign-up.
  await page.goto(siteUrl(REGION, '/job/wizard'));
  await page.getByRole('link', { name: 'Als Arbeitgeber registrieren' }).click();
  await expect(page).toHaveURL(siteUrl(REGION, '/user/arbeitgeber-registrieren'));

  // A broken first try keeps what was typed and names the problem next to the field.
  await fillCompany(page);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(POSTER);
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByRole('button', { name: 'Unternehmen registrieren' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible();
  await expect(page.getByLabel('Name des Unternehmens')).toHaveValue(COMPANY);
  await expect(page.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toBeVisible();

  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Unternehmen registrieren' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();

  const confirmation = parseMail((await waitForMail(POSTER)).raw);
  expect(confirmation.subject).toMatch(/^Bitte bestätigen Sie Ihre Registrierung bei /);
  expect(confirmation.text).toContain('Guten Tag,');
  await page.goto(/http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(confirmation.text)![0]);
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await page.waitForURL(siteUrl(REGION, '/job-manager'));

  // A job pack at /checkout, billed to the new company.
  await page.goto(siteUrl(REGION, '/checkout?produkt=job-credits-5'));
  await fillBuyer(page, { ...GERMAN_COMPANY, companyName: COMPANY, email: POSTER });
  await page.locator('button[value="quote"]').click();
  await expect(page.getByRole('heading', { name: 'Schritt 2 von 2: Übersicht' })).toBeVisible();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();
  await page.waitForURL(/\/checkout\/bestellung\/[^/?]+/);
  await expect(page.getByText(/Stellenanzeigen sind Ihrem Guthaben auf .+ gutgeschrieben\./)).toBeVisible();

  // The job waits for review: a new organization is untrusted.
  const title = `${uniqueWord('Anlagenmechaniker')} Sanitär`;
  await page.goto(siteUrl(REGION, '/job/wizard'));
  await startPosting(page, 'Mit Vorlage');
  await page.getByLabel('Stellentitel').fill(title);
  await nextStep(page, 'Ort & Rahmen');
  await fillPlaceAndRequirements(page, 'Saarbrücken');
  await nextStep(page, 'Gehaltsangabe');
  await nextStep(page, 'Beschreibung');
  const editor = page.getByRole('textbox', { name: 'Stellenbeschreibung' });
  await editor.click();
  await page.keyboard.type('Sie installieren Heizungen und Bäder bei unseren Kundinnen und Kunden im Saarland.');
  await nextStep(page, 'Bewerbung');
  await applyByEmail(page, POSTER);
  await nextStep(page, 'Vorschau & Veröffentlichen');
  await submitForReview(page);

  const editorPage = await (await browser.newContext()).newPage();
  await review(editorPage, REGION, title);
  await editorPage.context().close();
  const online = await waitForMailWhere(
    (mail) => mail.to.includes(POSTER) && parseMail(mail.raw).subject.includes('ist online'),
    'the approval to the poster',
  );
  expect(parseMail(online.raw).subject).toBe(`Ihre Stellenanzeige „${title}“ ist online`);

  // A job seeker applies without an account; the poster gets the application.
  const seeker = await (await browser.newContext()).newPage();
  await findAndOpen(seeker, REGION, title, title);
  const form = seeker.locator('form').filter({ has: seeker.getByRole('button', { name: 'Bewerbung absenden' }) });
  const applicant = `bewerber-${tag}@beispiel.de`;
  await form.getByLabel('Vorname').fill('Tom');
  await form.getByLabel('Nachname').fill('Becker');
  await form.getByLabel('E-Mail-Adresse').fill(applicant);
  await form.getByLabel(/^Anschreiben/).fill('Ich bin Anlagenmechaniker mit fünf Jahren Erfahrung.');
  for (const yes of await form.getByRole('radio', { name: 'Ja' }).all()) await yes.check();
  await form
    .getByLabel(/^Lebenslauf und weitere Unterlagen/)
    .setInputFiles({ name: 'Lebenslauf Tom Becker.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expectThanks(seeker);
  await seeker.context().close();
  const application = await waitForMailWhere(
    (mail) => mail.to.includes(POSTER) && (parseMail(mail.raw).headers['reply-to'] ?? '').includes(applicant),
    'the application to the poster',
  );
  expect(parseMail(application.raw).subject).toBe(`Neue Bewerbung: ${title} – Tom Becker`);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`no serious accessibility violations on the organization admin page at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, REGION, `siteadmin@${REGION}.demo.example`, '/job-manager/unternehmen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unternehmen verwalten');
    await page.getByLabel('Suchbegriff').fill('GmbH');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByRole('heading', { name: 'Doppelte Unternehmen zusammenführen' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
