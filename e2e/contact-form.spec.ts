import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { waitForMailWhere } from './mail-catcher';
import { parseMail } from '../server/mail/testing';

/**
 * The docs/product.md §2 contact form on two sites with different recipients (region config CONTACT), with an
 * attachment, once with JavaScript and once without: /kontakt leads to the site's contact page, the mail reaches the
 * site's own recipient with the file and Reply-To the sender, and the front page confirms it.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SITES = [
  { id: 'franken', page: '/kontakt-joblocal', recipient: 'kontakt@joblocal.de', inRegion: 'in Franken' },
  { id: 'rosenheim', page: '/kontakt-rosenheimjobs', recipient: 'kontakt@rosenheimjobs.de', inRegion: 'in Rosenheim' },
];
// Visitors without an account read "du" (docs/product-decisions.md "Design, second pass").
const CONFIRMATION = 'Danke für deine Nachricht.';

async function fillForm(page: Page, sender: string, subject: string) {
  await page.getByLabel(/^Dein Name/).fill('Paula Personal');
  await page.getByLabel(/^Deine E-Mail-Adresse/).fill(sender);
  await page.getByLabel(/^Betreff/).fill(subject);
  await page.getByLabel(/^Deine Nachricht/).fill('Wir möchten drei Stellen schalten.\nWas kostet ein Paket?');
  await page.getByLabel('Kopie an mich senden').check();
  await page
    .getByLabel(/^Anhänge/)
    .setInputFiles({ name: 'Stellenprofil.pdf', mimeType: 'application/pdf', buffer: PDF });
}

async function expectMailToSiteRecipient(site: (typeof SITES)[number], sender: string, subject: string) {
  const mail = await waitForMailWhere(
    (m) => (parseMail(m.raw).headers['reply-to'] ?? '').includes(sender),
    'to the site',
  );
  expect(mail.to).toEqual([site.recipient]);
  const parsed = parseMail(mail.raw);
  expect(parsed.subject).toContain(subject);
  expect(parsed.text).toContain('Was kostet ein Paket?');
  expect(mail.raw).toMatch(/filename\*?=.*Stellenprofil/);
  expect(mail.raw.replace(/\r?\n/g, '')).toContain(PDF.toString('base64').slice(0, 40));
  // The copy asked for: to the sender, without the typed text (an anonymous, unconfirmed address).
  const copy = await waitForMailWhere((m) => m.to.includes(sender), 'the copy');
  expect(parseMail(copy.raw).text).not.toContain('Was kostet ein Paket?');
}

for (const [index, site] of SITES.entries()) {
  test.describe(`on ${site.id}`, () => {
    test('with JavaScript: /kontakt leads to the form, errors keep the input and the file, the mail arrives', async ({
      page,
    }) => {
      const sender = `paula-js-${site.id}-${Date.now().toString(36)}@beispiel.de`;
      const subject = `Anzeigen ${site.id} ${index}`;
      await page.goto(siteUrl(site.id, '/kontakt'));
      await expect(page).toHaveURL(siteUrl(site.id, site.page));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
      // The site's grammar ("in Franken", "im Saarland") from its region config.
      await expect(page.locator('#kontakt-titel + p')).toContainText(site.inRegion);
      // Without a message: the German error next to the field, everything typed and the file kept.
      await fillForm(page, sender, subject);
      await page.getByLabel(/^Deine Nachricht/).fill('');
      await page.getByRole('button', { name: 'Nachricht senden' }).evaluate((b) => {
        (b as HTMLButtonElement).form!.noValidate = true;
      });
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(page.locator('#kontakt-fehler')).toContainText('Bitte schreib uns eine Nachricht.');
      await expect(page.getByLabel(/^Betreff/)).toHaveValue(subject);
      await expect(page.getByLabel(/^Deine E-Mail-Adresse/)).toHaveValue(sender);
      await expect(page.getByText('Bereits angehängt')).toBeVisible();
      await page.getByLabel(/^Deine Nachricht/).fill('Wir möchten drei Stellen schalten.\nWas kostet ein Paket?');
      // The time trap (server/contact/form-token.ts): a person takes at least 3 s to fill in the form.
      await page.waitForTimeout(3_200);
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('status').filter({ hasText: CONFIRMATION })).toBeVisible();
      await expectMailToSiteRecipient(site, sender, subject);
    });
  });

  test.describe(`on ${site.id} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test('the form is sent with an attachment and confirmed on the front page', async ({ page }) => {
      const sender = `paula-nojs-${site.id}-${Date.now().toString(36)}@beispiel.de`;
      const subject = `Rechnung ${site.id} ${index}`;
      await page.goto(siteUrl(site.id, site.page));
      await fillForm(page, sender, subject);
      await page.waitForTimeout(3_200);
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByText(CONFIRMATION)).toBeVisible();
      await expectMailToSiteRecipient(site, sender, subject);
    });
  });
}

test.describe('accessibility', () => {
  for (const width of [390, 1280]) {
    test(`the contact form and its errors have no serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl('franken', '/kontakt-joblocal'));
      await expectNoSeriousViolations(page);
      await page
        .getByRole('button', { name: 'Nachricht senden' })
        .evaluate((b) => ((b as HTMLButtonElement).form!.noValidate = true));
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(page.locator('#kontakt-fehler')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
