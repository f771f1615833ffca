import { expect, test } from './fixtures';
import { expectNoSeriousViolations as expectAccessible, siteRequest, siteUrl } from './helpers';
import { signUp } from './sign-up';

/** The sign-in pages in every state a visitor meets, on both layouts: no serious WCAG 2.1 AA violation. */

const PAGES = [
  [
    'sign-in with an error',
    '/user/login?error=SessionRequired&callbackUrl=%2Fjobs',
    'Bitte melde dich an, um fortzufahren.',
  ],
  ['confirm page', '/user/login/confirm?token=abc&email=erika%40beispiel.de', 'Jetzt anmelden'],
  ['used link', '/user/login/error?error=Verification', 'abgelaufen oder wurde schon benutzt'],
  ['check your inbox', '/user/login/check-mail', '10 Minuten gültig'],
] as const;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });
    for (const [name, path, text] of PAGES) {
      test(`${name} is German and accessible`, async ({ page }) => {
        await page.goto(siteUrl('rosenheim', path));
        await expect(page.getByText(text).first()).toBeVisible();
        await expectAccessible(page);
      });
    }

    test('sign-up with field errors is accessible', async ({ page }) => {
      await page.goto(siteUrl('franken', '/user/register'));
      await page.getByRole('button', { name: 'Konto anlegen' }).click();
      await expect(page.getByText('Bitte gib deinen Namen ein.')).toBeVisible();
      await expect(page.getByLabel('Name')).toBeFocused();
      await expectAccessible(page);
    });
  });
}

test('signed-in header and bottom menu are accessible on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Signed up with the terms box ticked: no consent modal covers the page (e2e/sign-up.ts checks it).
  await signUp(page, 'franken', {
    name: 'Axel Barrierefrei',
    email: `axel-${Date.now().toString(36)}@beispiel.de`,
    password: 'Barrierefrei-2026',
  });
  await expect(page.getByRole('navigation', { name: 'Schnellmenü' })).toBeVisible();
  await expectAccessible(page);
});

test('auth pages are never indexed and keep their URLs to the site', async ({ request }) => {
  const response = await siteRequest(request, 'franken', '/user/login/confirm?token=abc&email=a%40b.de');
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(html).toContain('<meta name="referrer" content="same-origin"');
});
