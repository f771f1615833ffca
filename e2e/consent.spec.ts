import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { acceptConsent, consentDialog, signInWithPassword, signUp } from './sign-up';

/**
 * docs/product.md §4 consent modal, keyboard only. Each site has its own terms: an account made (and agreed) on one
 * site lacks the latest consent on another, so the modal opens there; focus moves into it and stays there,
 * Escape closes it for the browser session and focus returns to where it was; the save button stays
 * disabled until the box is ticked (docs/product.md §5), saving works by keyboard, and the modal stays away from then
 * on.
 */
const consentState = (page: Page) => page.locator('[data-consent]');

/** Where focus is: inside the dialog, and which element (id, or its accessible text). */
function focusInDialog(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const dialog = document.querySelector('dialog[open]');
    return {
      inside: !!dialog && !!el && dialog.contains(el),
      what: el ? el.id || (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '',
    };
  });
}

test('consent modal by keyboard: focus moves in and stays, Escape closes it and focus returns; agreeing saves it', async ({
  page,
}) => {
  const account = {
    name: 'Konrad Konsens',
    email: `konrad-${Date.now().toString(36)}@beispiel.de`,
    password: 'Konsens-Passwort-2026',
  };
  await signUp(page, 'franken', account);
  // Hold Rosenheim's consent questions until focus is in the search field, so focus has a place to return to.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/rosenheim\.localhost:\d+\/graphql/, async (route) => {
    await held;
    await route.continue();
  });
  await signInWithPassword(page, 'rosenheim', account);
  await page.locator('#search-what').focus();
  release();

  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(consentState(page)).toHaveAttribute('data-consent', 'asked');
  await expect.poll(async () => (await focusInDialog(page)).what).toBe('consent-title');
  await expectNoSeriousViolations(page);

  // docs/product.md §5: saving stays disabled until the box is ticked, and the box says why.
  const box = dialog.getByRole('checkbox', { name: 'Ich stimme zu' });
  const save = dialog.getByRole('button', { name: 'Zustimmen und speichern' });
  await expect(save).toBeDisabled();
  await expect(box).toHaveAccessibleDescription(/Bitte setze den Haken, um zuzustimmen\./);

  // Tab goes round inside the dialog: the texts' links, the box, the enabled buttons, then back to the start.
  const stops: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const now = await focusInDialog(page);
    expect(now.inside, `Tab ${i + 1} stays in the dialog (${now.what})`).toBe(true);
    stops.push(now.what);
  }
  expect(stops[0]).toBe('Allgemeinen Geschäftsbedingungen');
  expect(stops.slice(1, 5)).toEqual([
    expect.stringMatching(/^consent-agree-/),
    'Datenschutzerklärung',
    'Später',
    'Schließen',
  ]);
  expect(stops[5]).toBe(stops[0]);
  await page.keyboard.press('Shift+Tab');
  expect(await focusInDialog(page)).toEqual({ inside: true, what: 'Schließen' });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(consentState(page)).toHaveAttribute('data-consent', 'dismissed');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-what');

  // Dismissed for this browser session: the next page does not ask again.
  await page.reload();
  await expect(consentState(page)).toHaveAttribute('data-consent', 'dismissed');
  await expect(dialog).toHaveCount(0);

  // A new browser session asks again; by keyboard only: Enter on the box saves nothing, Space ticks it and
  // enables the button, which is then the next stop after the privacy link.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focusInDialog(page)).what).toBe('consent-title');
  for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(save).toBeDisabled();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(save).toBeEnabled();
  await expect(dialog.getByText('Bitte setze den Haken, um zuzustimmen.')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect((await focusInDialog(page)).what).toBe('Zustimmen und speichern');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Deine Zustimmung zu den neuesten Datenschutzänderungen wurde gespeichert.' }),
  ).toBeVisible();
  await expect(consentState(page)).toHaveAttribute('data-consent', 'saved');

  // Saved with the account: a new browser session does not ask.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(consentState(page)).toHaveAttribute('data-consent', 'agreed');
  await expect(dialog).toHaveCount(0);
});

test('the consent modal is accessible on a phone and agreeing with the pointer works too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = {
    name: 'Paula Telefon',
    email: `paula-${Date.now().toString(36)}@beispiel.de`,
    password: 'Telefon-Passwort-2026',
  };
  await signUp(page, 'rosenheim', account);
  await signInWithPassword(page, 'franken', account);
  await expect(consentDialog(page)).toBeVisible();
  await expect(consentDialog(page).getByRole('button', { name: 'Zustimmen und speichern' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await acceptConsent(page);
  await page.goto(siteUrl('franken', '/jobs'));
  await expect(consentState(page)).toHaveAttribute('data-consent', 'agreed');
});
