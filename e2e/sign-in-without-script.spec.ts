import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { waitForMailWhere } from './mail-catcher';
import { parseMail } from '../server/mail/testing';
import { DEMO_PASSWORD } from '../server/seed/users';
import { submitBrokenSignUp, termsBox } from './sign-up';

/**
 * Without script the sign-in and sign-up buttons were disabled and did nothing. They are
 * plain HTML forms now: /api/auth answers with redirects, to the callback on success and back to the form
 * with German messages next to the fields (what was typed kept, never the password) on errors.
 */
test.use({ javaScriptEnabled: false });

const passwordForm = (page: Page) => page.getByRole('form', { name: 'Mit Passwort' });
const linkForm = (page: Page) => page.getByRole('form', { name: 'Mit einem Link per E-Mail' });

/** Whom the browser's cookies sign in, as the site's session endpoint answers (opened beside the page). */
async function sessionEmail(page: Page): Promise<string | null> {
  const probe = await page.context().newPage();
  await probe.goto(new URL('/api/auth/session', page.url()).toString());
  const session = JSON.parse(await probe.locator('body').innerText()) as { user?: { email?: string } };
  await probe.close();
  return session.user?.email ?? null;
}

/** axe needs script in the page: the same state (cookies included) opened in a context with script, per width. */
async function expectAccessibleWithScript(browser: Browser, context: BrowserContext, url: string, text: string) {
  const state = await context.storageState();
  for (const width of [390, 1280]) {
    const withScript = await browser.newContext({
      storageState: state,
      viewport: { width, height: 900 },
      javaScriptEnabled: true,
    });
    const page = await withScript.newPage();
    await page.goto(url);
    await expect(page.getByText(text).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await withScript.close();
  }
}

test('franken: password sign-in from the header of /lebenslauf, errors next to the fields, then back there', async ({
  page,
  context,
  browser,
}) => {
  await page.goto(siteUrl('franken', '/lebenslauf'));
  await page.locator('header').getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(siteUrl('franken', '/user/login?callbackUrl=%2Flebenslauf&via=header'));

  // No address: the message is next to the field.
  await passwordForm(page).getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await expect(passwordForm(page).getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeVisible();
  await expect(passwordForm(page).getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');

  const email = 'bewerber@franken.demo.example';
  await passwordForm(page).getByLabel('E-Mail-Adresse').fill(email);
  await passwordForm(page).getByLabel('Passwort').fill('falsches-Passwort');
  await passwordForm(page).getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await expect(passwordForm(page).getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort stimmen nicht.');
  await expect(passwordForm(page).getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(passwordForm(page).getByLabel('Passwort')).toHaveValue('');
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/lebenslauf');
  await expectAccessibleWithScript(browser, context, page.url(), 'E-Mail-Adresse oder Passwort stimmen nicht.');

  await passwordForm(page).getByLabel('Passwort').fill(DEMO_PASSWORD);
  await passwordForm(page).getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await page.waitForURL(siteUrl('franken', '/lebenslauf'));
  await expect(page.locator('h1')).toHaveText('Dein Lebenslauf');
  expect(await sessionEmail(page)).toBe(email);
});

test('traunstein: sign-in by e-mailed link without script returns to the job search', async ({ page }) => {
  const email = 'siteadmin@traunstein.demo.example';
  const back = '/jobs?search=Pflege';
  await page.goto(siteUrl('traunstein', `/user/login?callbackUrl=${encodeURIComponent(back)}`));
  await linkForm(page).getByLabel('E-Mail-Adresse').fill(email);
  await linkForm(page).getByRole('button', { name: 'Anmeldelink senden' }).click();
  await page.waitForURL((url) => url.pathname === '/user/login/check-mail');
  await expect(page.locator('h1')).toHaveText('Prüfe dein Postfach');

  const caught = await waitForMailWhere(
    (m) => m.to.includes(email) && parseMail(m.raw).subject.startsWith('Dein Anmeldelink'),
    `sign-in link to ${email}`,
  );
  await page.goto(/http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(parseMail(caught.raw).text)![0]);
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await page.waitForURL(siteUrl('traunstein', back));
  expect(await sessionEmail(page)).toBe(email);
});

test('rosenheim: sign-up without script, German field errors keep the input (never the password), then "check your inbox"', async ({
  page,
  context,
  browser,
}) => {
  await page.goto(siteUrl('rosenheim', '/user/register?callbackUrl=%2Flebenslauf'));
  await submitBrokenSignUp(page, 'Nora Ohneskript');
  await expect(page.getByLabel('Passwort')).toHaveValue('');
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/lebenslauf');
  await expectAccessibleWithScript(browser, context, page.url(), 'Das Passwort muss mindestens 10 Zeichen lang sein.');

  const email = `nora-${Date.now().toString(36)}@beispiel.de`;
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('Ohne-Skript-2026');
  await termsBox(page).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Fast geschafft: Bitte schau in dein Postfach')).toBeVisible();
  await expect(page.getByText(`Wir haben eine E-Mail an ${email} geschickt.`)).toBeVisible();

  // The mailed link creates the account and returns to the page the sign-up started from.
  const caught = await waitForMailWhere((m) => m.to.includes(email), `sign-up mail to ${email}`);
  await page.goto(/http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(parseMail(caught.raw).text)![0]);
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  // Back on /lebenslauf, which sends a resume not yet started on to its wizard (INCOMPLETE_REDIRECT_TO_WIZARD).
  await page.waitForURL(/^http:\/\/rosenheim\.localhost:\d+\/lebenslauf(\/wizard(\/import)?)?$/);
  expect(await sessionEmail(page)).toBe(email);
});

test('rosenheim: a taken address gets the same "check your inbox" (no account enumeration without script)', async ({
  page,
}) => {
  await page.goto(siteUrl('rosenheim', '/user/register'));
  await page.getByLabel('Name').fill('Eve');
  await page.getByLabel('E-Mail-Adresse').fill('bewerber@rosenheim.demo.example');
  await page.getByLabel('Passwort').fill('Fremdes-Passwort-9');
  await termsBox(page).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Fast geschafft: Bitte schau in dein Postfach')).toBeVisible();
});
