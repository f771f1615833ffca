import { expect, test } from './fixtures';
import { expectNoSeriousViolations, PORT, siteUrl } from './helpers';
import { waitForMail, waitForMailWhere } from './mail-catcher';
import { signIn } from './posting-helpers';
import { parseMail } from '../server/mail/testing';

// docs/product-decisions.md "Newsletter": on for Ludwigsburg only in the demo.
const SITE = 'ludwigsburg';
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

test('signs up at /newsletter, confirmed by the mailed link’s button, and leaves with one click', async ({ page }) => {
  const email = `${unique('newsletter')}@beispiel.de`;
  await page.goto(siteUrl(SITE, '/newsletter'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expect(main.getByText('Abmelden kannst du dich jederzeit mit einem Klick')).toBeVisible();
  await expect(main.getByRole('checkbox')).toHaveCount(0);
  await main.getByLabel('E-Mail-Adresse').fill(email);
  await main.getByRole('button', { name: 'Newsletter bestellen' }).click();
  await expect(main.getByRole('status')).toContainText(`Wenn ${email} noch nicht angemeldet ist`);

  const mail = parseMail((await waitForMail(email)).raw);
  expect(mail.subject).toBe('Bitte bestätige deine Anmeldung zum Newsletter von Jobs in Ludwigsburg');
  const link = new URL(/http:\/\/\S+\/newsletter\/bestaetigen\?token=\S+/.exec(mail.text)![0]);
  expect(link.host).toBe(`${SITE}.localhost:${PORT}`);

  // Opening the link (as a mail scanner would) confirms nothing; the button does.
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter bestätigen');
  await expect(page.getByText(`an ${email} erhalten?`)).toBeVisible();
  await page.getByRole('button', { name: 'Ja, Newsletter bestellen' }).click();
  await expect(page.getByRole('status')).toHaveText('Danke! Du bist jetzt für den Newsletter angemeldet.');

  const welcome = parseMail(
    (await waitForMailWhere((m) => m.to.includes(email) && m.raw.includes('List-Unsubscribe'), `welcome to ${email}`))
      .raw,
  );
  expect(welcome.subject).toBe('Du bist für den Newsletter von Jobs in Ludwigsburg angemeldet');
  expect(welcome.headers['list-unsubscribe']).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);

  // The page offers the way out at once, as the welcome mail does.
  await page.getByRole('link', { name: 'Newsletter wieder abbestellen' }).click();
  await expect(page.getByText(`an ${email} abbestellen?`)).toBeVisible();
  await page.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Du hast den Newsletter abbestellt. Deine Adresse ist aus der Liste gelöscht.',
  );
  // The confirm link is spent.
  await page.goto(link.toString());
  await expect(page.getByText('Dieser Link ist ungültig oder abgelaufen.')).toBeVisible();
});

test('the footer form keeps what was typed beside the German message', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/'));
  const footer = page.getByRole('region', { name: 'Newsletter' });
  await footer.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen.de');
  // The browser's own check would stop the form first: the server's answer is what is tested here.
  await footer.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await footer.getByRole('button', { name: 'Newsletter bestellen' }).click();
  await expect(footer.getByText('Bitte gib eine gültige E-Mail-Adresse an')).toBeVisible();
  await expect(footer.getByLabel('E-Mail-Adresse')).toHaveValue('kein-at-zeichen.de');
  await expect(footer.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
});

test('a site without the newsletter has no form, and /newsletter is its 404 page', async ({ page }) => {
  await page.goto(siteUrl('franken', '/'));
  await expect(page.getByRole('button', { name: 'Newsletter bestellen' })).toHaveCount(0);
  const response = await page.goto(siteUrl('franken', '/newsletter'));
  expect(response?.status()).toBe(404);
});

test('the site admin downloads the confirmed subscribers as CSV', async ({ page }) => {
  await signIn(page, SITE, `siteadmin@${SITE}.demo.example`, '/job-manager/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter-Abonnenten');
  await expect(page.getByText(/\d+ bestätigte Abonnenten\./)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Abonnenten als CSV herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-ludwigsburg-\d{4}-\d{2}-\d{2}\.csv$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page’s form sends and answers', async ({ page }) => {
    const email = `${unique('ohne-skript')}@beispiel.de`;
    await page.goto(siteUrl(SITE, '/newsletter'));
    const main = page.getByRole('main');
    await main.getByLabel('E-Mail-Adresse').fill(email);
    await main.getByRole('button', { name: 'Newsletter bestellen' }).click();
    await expect(page.getByText(`Wenn ${email} noch nicht angemeldet ist`).first()).toBeVisible();
    await waitForMail(email);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`/newsletter has no serious or critical WCAG 2.1 AA violation at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(siteUrl(SITE, '/newsletter'));
    await expectNoSeriousViolations(page);
  });
}
