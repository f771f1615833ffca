import { expect, type Page } from '@playwright/test';
import { siteUrl } from './helpers';

/** Signs up through the form and waits until the front page shows the account in the header. */
export async function signUp(page: Page, regionId: string, account: { name: string; email: string; password: string }) {
  await page.goto(siteUrl(regionId, '/user/register'));
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.waitForURL(siteUrl(regionId, '/'));
  // Attached, not visible: on phones the header shows the account only in the bottom menu.
  await expect(page.locator('[data-auth-state="signed-in"]')).toBeAttached();
}

/** The §4 consent modal a new account meets on its first page. */
export const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Unsere Geschäftsbedingungen haben sich geändert' });

/** Agrees in the consent modal (a new account lacks the latest consent), so the page behind it is usable. */
export async function acceptConsent(page: Page) {
  const dialog = consentDialog(page);
  await dialog.getByRole('checkbox', { name: 'Ich stimme zu' }).check();
  await dialog.getByRole('button', { name: 'Zustimmen und speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deine Zustimmung zu den neuesten Datenschutzänderungen wurde gespeichert.' })).toBeVisible();
}
