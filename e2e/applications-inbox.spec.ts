import { expect, type Page, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { applyToInboxJob } from './application-helpers';
import { expectNoSeriousViolations, siteRequest, siteUrl } from './helpers';
import { waitForMailWhere } from './mail-catcher';
import { recruiterOf, signIn } from './posting-helpers';
import { parseMail } from '../server/mail/testing';
import { DEMO_INBOX_JOB_TITLE } from '../server/seed/applications';
import { DEMO_PASSWORD } from '../server/seed/users';

/**
 * The applications inbox as the demo employer uses it: an application with a PDF comes in through
 * the job's form, the recruiter finds it in the inbox, moves it to "in review" and "invited" with the
 * proposed (and edited) mails that reach the applicant, and downloads the CV; a job seeker of the same site
 * and an anonymous visitor get 404 for the file's URL. Both pages are axe-clean at 390 and 1280 px and
 * usable with the keyboard.
 */
const REGION = 'franken';
const INBOX = '/job-manager/bewerbungen';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
}

/** A GET from the page (with its session cookie, as a click would send it): status and caching headers. */
function fetchInPage(page: Page, url: string) {
  return page.evaluate(async (href) => {
    const response = await fetch(href, { cache: 'no-store' });
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      disposition: response.headers.get('content-disposition'),
    };
  }, url);
}

/** Tabs until the element `name` matches has focus (at most `limit` presses). */
async function tabTo(page: Page, matches: () => Promise<boolean>, what: string, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error(`${what} was not reached with Tab`);
}

test('an application comes in, moves through the inbox with mails to the applicant, and only the employer gets its file', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The demo employer's job with the application form, found through the inbox's job filter.
  await signIn(page, REGION, recruiterOf(REGION), INBOX);
  const option = page.getByLabel('Stelle').locator('option', { hasText: DEMO_INBOX_JOB_TITLE });
  const jobId = (await option.getAttribute('value'))!;
  expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

  // An anonymous visitor applies with a PDF.
  const visitor = await browser.newContext();
  const applyPage = await visitor.newPage();
  const email = `inbox-${Date.now().toString(36)}@beispiel.de`;
  await applyPage.goto(siteUrl(REGION, `/job/${jobId}`));
  await applyToInboxJob(
    applyPage,
    { first: 'Mira', last: 'Sommer', email, coverLetter: 'Ich organisiere gern.' },
    { name: 'Lebenslauf Mira Sommer.pdf', buffer: PDF },
  );
  await visitor.close();

  // The inbox for this job: newest first, axe-clean, and the application reached with the keyboard.
  await page.goto(siteUrl(REGION, `${INBOX}?stelle=${jobId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
  const newest = page.getByRole('article').first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText('Mira Sommer');
  await expect(page.getByText(/wird am .* gelöscht/).first()).toBeVisible();
  await axeAtBothWidths(page);
  const link = page.getByRole('link', { name: 'Bewerbung von Mira Sommer öffnen' });
  await page.getByRole('heading', { level: 1 }).click();
  await tabTo(page, () => link.evaluate((el) => el === document.activeElement), 'The application link');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/job-manager\/bewerbungen\/[0-9a-f-]{36}$/);
  const applicationUrl = page.url();

  // The application: answers under the job's questions, the cover letter, the file.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bewerbung von Mira Sommer');
  await expect(page.getByRole('definition').first()).toHaveText('Ja');
  await expect(page.getByText('Ich organisiere gern.')).toBeVisible();
  await axeAtBothWidths(page);

  // In review, with the proposed mail, opened and sent with the keyboard alone.
  const review = page.locator('summary', { hasText: 'Neuer Status: In Prüfung' });
  await page.getByRole('heading', { level: 1 }).click();
  await tabTo(page, () => review.evaluate((el) => el === document.activeElement), '“In Prüfung”');
  await page.keyboard.press('Enter');
  const reviewForm = page.getByRole('form', { name: 'Vorschlag für „In Prüfung“' });
  await expect(reviewForm.getByLabel('Betreff')).toHaveValue(
    `Deine Bewerbung als ${DEMO_INBOX_JOB_TITLE}: Wir sehen sie uns an`,
  );
  await expect(reviewForm.getByLabel('Text der E-Mail')).toHaveValue(/^Hallo Mira,/);
  await axeAtBothWidths(page);
  await reviewForm.getByRole('button', { name: 'Neuer Status: In Prüfung' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Der Status wurde auf „In Prüfung“ gesetzt und die E-Mail gesendet.' }),
  ).toBeVisible();
  // Found by subject: the outbox's confirmation of the application goes to the same address.
  const reviewSubject = `Deine Bewerbung als ${DEMO_INBOX_JOB_TITLE}: Wir sehen sie uns an`;
  const reviewed = await waitForMailWhere(
    (m) => m.to.includes(email) && parseMail(m.raw).subject === reviewSubject,
    'in review',
  );
  expect(parseMail(reviewed.raw).text).toContain('Hallo Mira,');

  // Invited, with an edited subject.
  await page.locator('summary', { hasText: 'Neuer Status: Eingeladen' }).click();
  const inviteForm = page.getByRole('form', { name: 'Vorschlag für „Eingeladen“' });
  await inviteForm.getByLabel('Betreff').fill('Einladung: Dienstag, 10 Uhr');
  await inviteForm.getByRole('button', { name: 'Neuer Status: Eingeladen' }).click();
  await expect(page.getByText('Aktueller Status: Eingeladen')).toBeVisible();
  const invitation = parseMail(
    (
      await waitForMailWhere(
        (m) => m.to.includes(email) && parseMail(m.raw).subject === 'Einladung: Dienstag, 10 Uhr',
        'invitation',
      )
    ).raw,
  );
  expect(invitation.text).toContain('Hallo Mira,');
  await expect(page.getByRole('heading', { name: 'Verlauf' })).toBeVisible();

  // The download: the PDF as sent, private, as an attachment.
  const fileLink = page.getByRole('link', { name: /^Lebenslauf Mira Sommer\.pdf herunterladen/ });
  const fileUrl = new URL((await fileLink.getAttribute('href'))!, applicationUrl).toString();
  const [download] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
  expect(download.suggestedFilename()).toBe('Lebenslauf Mira Sommer.pdf');
  expect(await readFile(await download.path())).toEqual(PDF);
  const response = await fetchInPage(page, fileUrl);
  expect(response).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
  expect(response.disposition).toMatch(/^attachment;/);

  // A job seeker of the same site, and an anonymous visitor, get nothing for the same URL.
  const seeker = await browser.newContext();
  const seekerPage = await seeker.newPage();
  await seekerPage.goto(siteUrl(REGION, `/user/login?callbackUrl=${encodeURIComponent(INBOX)}`));
  const login = seekerPage.getByRole('form', { name: 'Mit Passwort' });
  await login.getByLabel('E-Mail-Adresse').fill(`bewerber@${REGION}.demo.example`);
  await login.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await seekerPage.waitForURL(siteUrl(REGION, INBOX));
  await expect(seekerPage.getByText('Der Bewerbungseingang ist nur für Arbeitgeber.', { exact: false })).toBeVisible();
  expect((await fetchInPage(seekerPage, fileUrl)).status).toBe(404);
  await seekerPage.goto(applicationUrl);
  await expect(seekerPage.getByText('Mira')).toHaveCount(0);
  await seeker.close();
  expect((await siteRequest(request, REGION, new URL(fileUrl).pathname)).status()).toBe(404);
});

test('anonymous: the inbox leads to sign-in and back', async ({ page }) => {
  await page.goto(siteUrl(REGION, `${INBOX}?status=new`));
  await page.waitForURL((url) => url.pathname === '/user/login');
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(`${INBOX}?status=new`);
});

test('without JavaScript: filter the inbox, refuse an empty mail subject in German, move an application, add a note', async ({
  browser,
  page,
}) => {
  await signIn(page, REGION, recruiterOf(REGION), INBOX);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(siteUrl(REGION, INBOX));
  await plain.getByLabel('Status').selectOption({ label: 'Neu' });
  await plain.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(plain).toHaveURL(/[?&]status=new/);
  await plain.getByRole('link', { name: 'Bewerbung von Lena Berger öffnen' }).click();
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Bewerbung von Lena Berger');

  // An empty subject with the mail ticked: the German message by the field, the edited text kept.
  await plain.locator('summary', { hasText: 'Neuer Status: In Prüfung' }).click();
  const form = plain.getByRole('form', { name: 'Vorschlag für „In Prüfung“' });
  await form.getByLabel('Betreff').fill('');
  await form.getByLabel('Text der E-Mail').fill('Hallo Lena,\n\nwir schauen es uns an.');
  await form.getByRole('button', { name: 'Neuer Status: In Prüfung' }).click();
  const again = plain.getByRole('form', { name: 'Vorschlag für „In Prüfung“' });
  await expect(again.getByText('Bitte geben Sie einen Betreff mit höchstens 200 Zeichen ein.')).toBeVisible();
  await expect(again.getByLabel('Betreff')).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByLabel('Text der E-Mail')).toHaveValue('Hallo Lena,\n\nwir schauen es uns an.');

  // Without the mail: moved.
  await again.getByLabel('E-Mail an die Bewerberin oder den Bewerber senden').uncheck();
  await again.getByRole('button', { name: 'Neuer Status: In Prüfung' }).click();
  await expect(plain.getByText('Der Status wurde auf „In Prüfung“ gesetzt.')).toBeVisible();
  await expect(plain.getByText('Aktueller Status: In Prüfung')).toBeVisible();

  await plain.getByLabel('Neue Notiz').fill('Bitte Zeugnisse nachfordern.');
  await plain.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(plain.getByText('Die Notiz wurde gespeichert.')).toBeVisible();
  await expect(plain.getByText('Bitte Zeugnisse nachfordern.')).toBeVisible();
  await noScript.close();
});
