import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, PORT, siteUrl } from './helpers';
import { signUp } from './sign-up';

/**
 * The three site switches of docs/product.md §1, each on its own demo site (docs/product-decisions.md):
 * read-only mode on Thüringen, the password policy on Sachsen, the captcha on Hannover.
 */
const READ_ONLY = 'thueringen';
const POLICY = 'sachsen';
const CAPTCHA = 'hannover';
const NOTICE = /^Wartungsarbeiten: Diese Seite lässt sich gerade nur lesen/;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillContactForm(page: Page, sender: string) {
  await page.getByLabel(/^Dein Name/).fill('Paula Personal');
  await page.getByLabel(/^Deine E-Mail-Adresse/).fill(sender);
  await page.getByLabel(/^Betreff/).fill('Frage zu Anzeigen');
  await page.getByLabel(/^Deine Nachricht/).fill('Was kostet eine Anzeige?');
}

/** Fills in and sends the sign-up form of the read-only site. */
async function sendSignUpOnReadOnlySite(page: Page) {
  await page.goto(siteUrl(READ_ONLY, '/user/register'));
  await page.getByLabel('Name').fill('Rita Ruhig');
  await page.getByLabel('E-Mail-Adresse').fill(`rita-${unique()}@beispiel.de`);
  await page.getByLabel('Passwort').fill('ein langes Passwort');
  await page.getByRole('checkbox', { name: /^Ich akzeptiere/ }).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
}

test.describe('read-only mode (Thüringen)', () => {
  for (const width of [390, 1280]) {
    test(`every page says so, without serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/jobs', '/user/register']) {
        await page.goto(siteUrl(READ_ONLY, path));
        await expect(page.getByRole('region', { name: 'Wartungsarbeiten' })).toHaveText(NOTICE);
      }
      await expectNoSeriousViolations(page);
    });
  }

  test('sign-up is refused with the notice, reading goes on', async ({ page }) => {
    await sendSignUpOnReadOnlySite(page);
    await expect(page.getByText('Wartungsarbeiten: Registrieren ist gerade nicht möglich.')).toBeVisible();
    await page.goto(siteUrl(READ_ONLY, '/jobs'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('GraphQL mutations get READ_ONLY with 503 and Retry-After', async ({ request }) => {
    const response = await request.post(`http://127.0.0.1:${PORT}/graphql`, {
      headers: { Host: `${READ_ONLY}.localhost:${PORT}`, 'content-type': 'application/json' },
      data: { query: 'mutation { createGdprUserConsent(mail: "a@b.de", infoId: "x") { errors } }' },
    });
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toMatch(/^\d+$/);
    const json = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(json.errors[0].extensions.code).toBe('READ_ONLY');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a sign-up comes back with the notice and what was typed', async ({ page }) => {
      await sendSignUpOnReadOnlySite(page);
      await page.waitForURL((url) => url.pathname === '/user/register' && url.hash === '#wartung');
      await expect(page.getByText('Wartungsarbeiten: Registrieren ist gerade nicht möglich.')).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue('Rita Ruhig');
    });

    test('the contact form comes back to its page, to the notice', async ({ page }) => {
      await page.goto(siteUrl(READ_ONLY, '/kontakt-joblocal'));
      await fillContactForm(page, `rita-${unique()}@beispiel.de`);
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await page.waitForURL((url) => url.pathname === '/kontakt-joblocal' && url.hash === '#wartung');
      await expect(page.locator('#wartung')).toHaveText(NOTICE);
    });
  });
});

test.describe('password policy (Sachsen)', () => {
  test('the rule is shown before typing, a common password is refused next to the field, a long one signs up', async ({
    page,
  }) => {
    await page.goto(siteUrl(POLICY, '/user/register'));
    await expect(page.getByText(/^Mindestens 12 Zeichen – am besten ein Satz aus mehreren Wörtern/)).toBeVisible();
    const email = `sina-${unique()}@beispiel.de`;
    await page.getByLabel('Name').fill('Sina Sicher');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill('Passwort1234!');
    await page.getByRole('checkbox', { name: /^Ich akzeptiere/ }).check();
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText(/^Dieses Passwort gehört zu den am häufigsten benutzten/)).toBeVisible();
    await expect(page.getByLabel('Passwort')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await expectNoSeriousViolations(page);
    await signUp(page, POLICY, { name: 'Sina Sicher', email, password: 'Regenbogen über der Elbe' });
  });
});

test.describe('captcha (Hannover)', () => {
  test('the contact form and the sign-up are sent after the browser’s proof of work', async ({ page }) => {
    await page.goto(siteUrl(CAPTCHA, '/kontakt-joblocal'));
    const started = Date.now();
    await expect(page.getByRole('status').filter({ hasText: 'Sicherheitsprüfung abgeschlossen.' })).toBeVisible({
      timeout: 30_000,
    });
    test
      .info()
      .annotations.push({ type: 'captcha solve (ms, upper bound)', description: String(Date.now() - started) });
    await expectNoSeriousViolations(page);
    await fillContactForm(page, `hanna-${unique()}@beispiel.de`);
    // The contact form's own time trap (server/contact/form-token.ts).
    await page.waitForTimeout(3_200);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('Danke für deine Nachricht.')).toBeVisible();

    await signUp(page, CAPTCHA, {
      name: 'Hanna Hurtig',
      email: `hanna-${unique()}@beispiel.de`,
      password: 'Leine und Ihme',
    });
  });

  test('the anonymous job alert fetches its challenge (the listing is cached for everyone)', async ({ page }) => {
    await page.goto(siteUrl(CAPTCHA, '/jobs'));
    const alert = page.getByRole('region', { name: 'Neue Jobs zu dieser Suche per E-Mail' });
    await expect(alert.getByRole('status').filter({ hasText: 'Sicherheitsprüfung abgeschlossen.' })).toBeVisible({
      timeout: 30_000,
    });
    const email = `hanna-${unique()}@beispiel.de`;
    await alert.getByLabel('E-Mail-Adresse').fill(email);
    await alert.getByRole('button', { name: 'Suchauftrag anlegen' }).click();
    await expect(alert.getByRole('status').filter({ hasText: `an ${email} geschickt` })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form explains the wait, refuses an early post keeping the input, and takes one after the wait', async ({
      page,
    }) => {
      await page.goto(siteUrl(CAPTCHA, '/kontakt-joblocal'));
      await expect(page.getByText(/^Ohne JavaScript prüfen wir anders/)).toBeVisible();
      const sender = `hanna-${unique()}@beispiel.de`;
      await fillContactForm(page, sender);
      await page.waitForTimeout(3_200);
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(page.locator('#kontakt-fehler')).toContainText('Die Sicherheitsprüfung hat nicht geklappt');
      await expect(page.getByLabel(/^Deine E-Mail-Adresse/)).toHaveValue(sender);
      await page.waitForTimeout(15_500);
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByText('Danke für deine Nachricht.')).toBeVisible();
    });
  });
});
