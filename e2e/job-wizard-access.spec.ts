import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { DEMO_PASSWORD } from '../server/seed/users';

/**
 * docs/product.md §6 access to the job wizard and the review queue: anonymous visitors are sent to sign in and come
 * back to where they were; a job seeker gets a clear German page for employers with the way to an employer
 * account (the wizard) or a plain refusal (the review queue), axe-clean on a phone and a desktop.
 */
const loginHref = (back: string) => `/user/login?callbackUrl=${encodeURIComponent(back)}`;

async function signInAsJobSeeker(page: Page, back: string) {
  await page.goto(siteUrl('franken', loginHref(back)));
  const form = page.getByRole('form', { name: 'Mit Passwort' });
  await form.getByLabel('E-Mail-Adresse').fill('bewerber@franken.demo.example');
  await form.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await page.waitForURL(siteUrl('franken', back));
}

test('the job list’s call to employers leads into the wizard', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs'));
  await expect(page.getByRole('link', { name: 'Jetzt Stelle veröffentlichen' }).first()).toHaveAttribute(
    'href',
    '/job/wizard',
  );
});

for (const path of ['/job/wizard', '/job/wizard/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6/gehalt', '/job-manager/pruefen']) {
  test(`anonymous: ${path} leads to sign-in with the way back`, async ({ page }) => {
    await page.goto(siteUrl('franken', path));
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(path);
    await expect(page.getByRole('form', { name: 'Mit Passwort' })).toBeVisible();
  });
}

test('job seeker: the wizard says it is for employers and how to get an employer account', async ({ page }) => {
  await signInAsJobSeeker(page, '/job/wizard');
  await expect(page.locator('h1')).toHaveText('Nur für Arbeitgeber');
  await expect(page.getByText('Sie sind mit einem Konto für Bewerbende angemeldet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mit Arbeitgeberkonto anmelden' })).toHaveAttribute(
    'href',
    `/user/logout?callbackUrl=${encodeURIComponent('/job/wizard')}`,
  );
  await expect(page.getByRole('link', { name: 'Arbeitgeberkonto anfragen' })).toHaveAttribute('href', '/kontakt');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
});

test('job seeker: a step of the wizard shows the same page for employers', async ({ page }) => {
  const step = '/job/wizard/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6/ort';
  await signInAsJobSeeker(page, step);
  await expect(page.locator('h1')).toHaveText('Nur für Arbeitgeber');
});

test('job seeker: the review queue is refused in German', async ({ page }) => {
  await signInAsJobSeeker(page, '/job-manager/pruefen');
  await expect(page.locator('h1')).toHaveText('Anzeigen prüfen');
  await expect(page.getByText('Diese Seite ist für die Redaktion dieser Seite.')).toBeVisible();
  await expectNoSeriousViolations(page);
});
