import { expect, test, type Page } from './fixtures';
import { PORT, siteRequest, siteUrl } from './helpers';
import { waitForMailWhere } from './mail-catcher';
import { parseMail } from '../server/mail/testing';
import { acceptConsent, signUpLink, submitBrokenSignUp, termsBox } from './sign-up';

/**
 * Sign-up, sign-in by e-mailed link and by password, sign-out — in Chromium against the production build.
 * The web server's mails arrive at the run's SMTP server (e2e/mail-catcher.ts).
 */
const EMAIL = `erika-${Date.now().toString(36)}@beispiel.de`;
const PASSWORD = 'E2E-Passwort-2026';
const NAME = 'Erika Ende-zu-Ende';

test.describe.configure({ mode: 'serial' });

const header = (page: Page) => page.locator('header');

async function signOut(page: Page) {
  await header(page).getByRole('link', { name: 'Abmelden' }).click();
  // /user/logout posts the sign-out and goes on to its callback, the front page.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(header(page).getByRole('link', { name: 'Anmelden' })).toBeVisible();
}

test('sign up on franken: German field errors keep the input, then the account is signed in', async ({ page }) => {
  await page.goto(siteUrl('franken', '/user/register'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrieren');
  await submitBrokenSignUp(page, NAME);

  await page.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await termsBox(page).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  // The same answer whether the address is free or taken (no account enumeration): the mail decides.
  await expect(page.getByText('Fast geschafft: Bitte schau in dein Postfach')).toBeVisible();
  const link = await signUpLink(EMAIL);
  expect(link.host).toBe(`franken.localhost:${PORT}`);
  await page.goto(link.toString());
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await page.waitForURL(siteUrl('franken', '/'));
  await expect(header(page).getByText(NAME)).toBeVisible();
  // The ticked box is the agreement to the site's consent texts: no consent modal follows.
  await expect(page.locator('[data-consent]')).toHaveAttribute('data-consent', 'agreed');
  await signOut(page);
});

test('sign in by link on franken: mail over SMTP, scanner-proof confirm page, dispatch run once, getUser roles', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { dispatched?: unknown[] };
    w.dispatched = [];
    window.addEventListener('jobboard:dispatch', (e) => w.dispatched!.push((e as CustomEvent).detail));
  });
  await page.goto(siteUrl('franken', '/user/login?callbackUrl=%2Fjobs&dispatch=job_alert&destination=%2Flebenslauf'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  const linkForm = page.getByRole('form', { name: 'Mit einem Link per E-Mail' });
  await linkForm.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await linkForm.getByRole('button', { name: 'Anmeldelink senden' }).click();
  await expect(page.getByRole('status')).toContainText('Prüfe dein Postfach');

  // The first mail to this address confirmed the sign-up; this is the next one.
  const caught = await waitForMailWhere(
    (m) => m.to.includes(EMAIL) && parseMail(m.raw).subject.startsWith('Dein Anmeldelink'),
    `sign-in link to ${EMAIL}`,
  );
  const mail = parseMail(caught.raw);
  expect(mail.subject).toBe('Dein Anmeldelink für Jobs in Franken');
  expect(mail.text).toContain('10 Minuten gültig');
  const link = new URL(/http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(mail.text)![0]);
  expect(link.host).toBe(`franken.localhost:${PORT}`);

  // With a mail server configured, the demo mailbox does not exist.
  expect((await siteRequest(request, 'franken', '/user/dev-mailbox')).status()).toBe(404);

  // A mail scanner opens the link (and guesses next-auth's callback): neither uses the token.
  expect((await siteRequest(request, 'franken', link.pathname + link.search)).status()).toBe(200);
  expect((await siteRequest(request, 'franken', `/api/auth/callback/email${link.search}`)).status()).toBe(303);

  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung bestätigen');
  await expect(page.getByText(`als ${EMAIL} an`)).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();

  // Landed on the callback page, signed in; dispatch ran once and left the address, destination stayed.
  await page.waitForURL((url) => url.pathname === '/jobs');
  await expect(header(page).getByText(NAME)).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('?destination=%2Flebenslauf');
  expect(await page.evaluate(() => (window as unknown as { dispatched: unknown[] }).dispatched)).toEqual([
    { name: 'job_alert', argument: null, destination: '/lebenslauf' },
  ]);

  // The browser sends the session's jwt as bearer token to /graphql; getUser returns the roles.
  const user = await page.evaluate(async () => {
    const session = await (await fetch('/api/auth/session')).json();
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.jwt}`,
        'x-frontend': 'franken;de',
      },
      body: JSON.stringify({ query: 'query { getUser { id email roles { role targetId } } }' }),
    });
    return { sessionUserId: session.user.id as string, body: await response.json() };
  });
  expect(user.body.errors).toBeUndefined();
  expect(user.body.data.getUser).toEqual({
    id: user.sessionUserId,
    email: EMAIL,
    roles: [{ role: 'applicant', targetId: null }],
  });

  await signOut(page);

  // The link worked once.
  await page.goto(link.toString());
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung nicht möglich');
  await expect(page.locator('main').getByRole('alert')).toContainText('abgelaufen oder wurde schon benutzt');
});

test('sign in by password on rosenheim: bottom menu on a phone, sign out', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(siteUrl('rosenheim', '/jobs'));
  await header(page).getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/user\/login\?callbackUrl=%2Fjobs&via=header$/);
  const passwordForm = page.getByRole('form', { name: 'Mit Passwort' });
  await passwordForm.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await passwordForm.getByLabel('Passwort').fill('falsches-Passwort');
  await passwordForm.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  // The password check is deliberately slow (scrypt, server/auth/password.ts); on a busy machine it may take seconds.
  await expect(passwordForm.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort stimmen nicht.', {
    timeout: 20_000,
  });
  await expect(passwordForm.getByLabel('E-Mail-Adresse')).toHaveValue(EMAIL);

  await passwordForm.getByLabel('Passwort').fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await page.waitForURL(siteUrl('rosenheim', '/jobs'), { timeout: 20_000 });
  // Each site has its own terms: agreed on franken, asked again here.
  await acceptConsent(page);
  const bottomMenu = page.getByRole('navigation', { name: 'Schnellmenü' });
  await expect(bottomMenu).toBeVisible();
  await expect(bottomMenu.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bottomMenu).toBeHidden();
  await expect(header(page).getByText(NAME)).toBeVisible();

  await signOut(page);
  await expect(bottomMenu).toHaveCount(0);
  await context.close();
});
