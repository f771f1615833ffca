import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { focused, tabTo, type Focused } from './keyboard-helpers';
import { recruiterOf, signIn } from './posting-helpers';
import { signUpLink, termsBox } from './sign-up';

/**
 * On a phone a signed-in job seeker could not reach their own pages: the sidebar lists public pages only and
 * the bottom menu had Start, Jobs, Lebenslauf and Abmelden. "Mein Bereich" now opens every own page, in the
 * bottom menu on phones and on the name in the header on wider screens, by keyboard too; recruiters get their
 * workspace there, not the job seeker's pages. A sign-up from the header lands in the resume wizard.
 */
const REGION = 'franken';
const SEEKER = `bewerber@${REGION}.demo.example`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const bottomMenu = (page: Page) => page.getByRole('navigation', { name: 'Schnellmenü' });
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Mein Bereich' });
const isMenuButton = (f: Focused) => f.tag === 'button' && f.label.startsWith('Mein Bereich');

/** Shift+Tab until the account menu's button has focus: on phones it is the page's last stop. */
async function backTabToMenuButton(page: Page) {
  for (let stop = 0; stop < 10; stop++) {
    await page.keyboard.press('Shift+Tab');
    const now = await focused(page);
    if (now && isMenuButton(now)) return expect(now.visibleFocus).toBe(true);
  }
  throw new Error('the account menu button is not reachable with Shift+Tab');
}

/** With the menu's button focused: opens it with `key`, tabs to `label` and follows it with Enter. */
async function openAndFollow(page: Page, key: 'Enter' | 'Space', label: string, path: string) {
  await page.keyboard.press(key);
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await tabTo(page, (f) => f.tag === 'a' && f.label === label, label, 20);
  await page.keyboard.press('Enter');
  await page.waitForURL(siteUrl(REGION, path));
  // The header learns of the session in the browser (one header for every visitor): wait until it has.
  await expect(page.getByRole('button', { name: /^Mein Bereich/ }).filter({ visible: true })).toHaveCount(1);
}

test.describe('job seeker, keyboard only', () => {
  test('390 px: Meine Bewerbungen and Meine Daten from the bottom menu; Escape closes it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, REGION, SEEKER, '/jobs');
    await expect(bottomMenu(page)).toBeVisible();
    await page.locator('body').focus();
    await backTabToMenuButton(page);
    // Escape closes the open sheet and gives the focus back to its button.
    await page.keyboard.press('Enter');
    await expect(accountMenu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(accountMenu(page)).toBeHidden();
    expect(isMenuButton((await focused(page))!)).toBe(true);
    await openAndFollow(page, 'Space', 'Meine Bewerbungen', '/user/bewerbungen');
    await page.locator('body').focus();
    await backTabToMenuButton(page);
    await openAndFollow(page, 'Enter', 'Meine Daten', '/user/daten');
  });

  test('1280 px: Meine Bewerbungen and Meine Daten from the name in the header', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, REGION, SEEKER, '/jobs');
    await expect(bottomMenu(page)).toBeHidden();
    await tabTo(page, isMenuButton, 'the account menu on the name', 30);
    await openAndFollow(page, 'Enter', 'Meine Bewerbungen', '/user/bewerbungen');
    await tabTo(page, isMenuButton, 'the account menu on the name', 30);
    await openAndFollow(page, 'Space', 'Meine Daten', '/user/daten');
  });
});

for (const [width, viewport] of [
  [390, PHONE],
  [1280, DESKTOP],
] as const) {
  test(`${width} px: the open menu is accessible; a job seeker sees their pages, a recruiter the workspace`, async ({
    browser,
  }) => {
    for (const [email, shown, absent] of [
      [
        SEEKER,
        ['Meine Bewerbungen', 'Lebenslauf', 'Suchaufträge', 'Kontaktanfragen', 'Konto', 'Meine Daten'],
        ['Team'],
      ],
      [
        recruiterOf(REGION),
        ['Stellen', 'Bewerbungen', 'Team', 'Guthaben & Rechnungen', 'Konto'],
        ['Meine Bewerbungen', 'Lebenslauf'],
      ],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, REGION, email, '/jobs');
      const button =
        width === 390
          ? bottomMenu(page).getByRole('button', { name: 'Mein Bereich' })
          : page.locator('header').getByRole('button', { name: /^Mein Bereich: / });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = accountMenu(page);
      await expect(menu).toBeVisible();
      for (const label of shown) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      for (const label of absent) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      // The open sheet fits the phone's screen: nothing cut off at the sides.
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await context.close();
    }
  });
}

/** Fills and sends the sign-up form, opens the mailed link and confirms it. */
async function signUpHere(page: Page, name: string) {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}@beispiel.de`;
  await page.getByLabel('Name').fill(`${name} Neu`);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('Neu-Angemeldet-2026');
  await termsBox(page).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Fast geschafft: Bitte schau in dein Postfach')).toBeVisible();
  await page.goto((await signUpLink(email)).toString());
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
}

test('a sign-up from the header lands in the resume wizard; /user greets without empty names', async ({ page }) => {
  await page.goto(siteUrl(REGION, '/jobs?search=Pflege'));
  await page.locator('header').getByRole('link', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/user/login' && url.searchParams.get('via') === 'header');
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
  await page.waitForURL((url) => url.pathname === '/user/register' && url.searchParams.get('via') === 'header');
  await signUpHere(page, 'Wiebke');
  // INCOMPLETE_REDIRECT_TO_WIZARD is on in franken: the wizard, at its first step.
  await page.waitForURL(/\/lebenslauf\/wizard(\/[a-z-]+)?$/);

  await page.goto(siteUrl(REGION, '/user'));
  await expect(page.getByText('Hallo Wiebke Neu!')).toBeVisible();
  await expect(page.getByText('Vor- und Nachname fehlen noch.')).toBeVisible();
  await page.getByRole('link', { name: 'Namen eintragen' }).click();
  await expect(page).toHaveURL(/#account-first-name$/);
});

test('a sign-up a page asked for returns to that page', async ({ page }) => {
  await page.goto(siteUrl(REGION, '/user/bewerbungen'));
  await page.waitForURL((url) => url.pathname === '/user/login');
  expect(new URL(page.url()).searchParams.get('via')).toBeNull();
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
  await signUpHere(page, 'Bruno');
  await page.waitForURL(siteUrl(REGION, '/user/bewerbungen'));
});
