import { expect, type Page } from '@playwright/test';
import { siteUrl } from './helpers';
import { waitForMail } from './mail-catcher';
import { parseMail } from '../server/mail/testing';

/** The sign-up form's terms box. */
export const termsBox = (page: Page) =>
  page.getByRole('checkbox', { name: /^Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ });

/** The link of the confirmation mail a sign-up sent to `email` (to the confirm page on the site's origin). */
export async function signUpLink(email: string): Promise<URL> {
  const mail = parseMail((await waitForMail(email)).raw);
  expect(mail.subject).toMatch(/^Bestätige dein Konto bei /);
  return new URL(/http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(mail.text)![0]);
}

/**
 * Signs up through the form (terms box ticked), confirms the address with the mailed link and waits until
 * the front page shows the account; the box counts as agreement to the site's consent texts, so no consent
 * modal follows.
 */
export async function signUp(page: Page, regionId: string, account: { name: string; email: string; password: string }) {
  await page.goto(siteUrl(regionId, '/user/register'));
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await termsBox(page).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Fast geschafft: Bitte schau in dein Postfach')).toBeVisible();
  await page.goto((await signUpLink(account.email)).toString());
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await page.waitForURL(siteUrl(regionId, '/'));
  await expect(page.locator('[data-consent]')).toHaveAttribute('data-consent', 'agreed');
}

/** Signs in with the password form of a site; lands on its front page. */
export async function signInWithPassword(page: Page, regionId: string, account: { email: string; password: string }) {
  await page.goto(siteUrl(regionId, '/user/login'));
  const form = page.getByRole('form', { name: 'Mit Passwort' });
  await form.getByLabel('E-Mail-Adresse').fill(account.email);
  await form.getByLabel('Passwort').fill(account.password);
  await form.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await page.waitForURL(siteUrl(regionId, '/'));
}

/**
 * The docs/product.md §4 consent modal: an account meets it on a site whose current consent texts it has not agreed to.
 */
export const consentDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Unsere Geschäftsbedingungen haben sich geändert' });

/** Agrees in the consent modal, so the page behind it is usable. */
export async function acceptConsent(page: Page) {
  const dialog = consentDialog(page);
  await dialog.getByRole('checkbox', { name: 'Ich stimme zu' }).check();
  await dialog.getByRole('button', { name: 'Zustimmen und speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Deine Zustimmung zu den neuesten Datenschutzänderungen wurde gespeichert.' }),
  ).toBeVisible();
}

/**
 * Sends the sign-up form with a name, an address that is no e-mail address, a short password and the terms box
 * unticked, and checks the German messages beside the fields and that what was typed (not the password) is kept.
 */
export async function submitBrokenSignUp(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-Mail-Adresse').fill('nora-at-beispiel');
  await page.getByLabel('Passwort').fill('kurz');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Das sieht nicht nach einer E-Mail-Adresse aus')).toBeVisible();
  await expect(page.getByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible();
  await expect(
    page.getByText('Bitte akzeptiere die Allgemeinen Geschäftsbedingungen, um dein Konto anzulegen.'),
  ).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  // Nothing typed is lost.
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('nora-at-beispiel');
}
