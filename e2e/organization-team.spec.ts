import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { waitForMailWhere } from './mail-catcher';
import { recruiterOf, signIn } from './posting-helpers';
import { termsBox } from './sign-up';
import { parseMail } from '../server/mail/testing';
import { getRegion } from '../regions/registry';

/**
 * The employer's team in Chromium: the demo recruiter (owner) invites a colleague, whose mailed link adds
 * them after signing up; an administrator acts for the organization as support, sees the banner on every
 * workspace page and ends it with one click. axe at 390 and 1280 px and the keyboard on each new page.
 */
const REGION = 'chiemgau';
const COLLEAGUE = `kollege-${Date.now().toString(36)}@beispiel.de`;
const NAME = 'Konrad Kollege';
const PASSWORD = 'E2E-Passwort-2026';
const ADMIN = 'admin@demo.example';
let organization = '';

test.describe.configure({ mode: 'serial' });

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
}

/** The team's member list (the invitations name their inviter too). */
const members = (page: Page) => page.getByRole('list', { name: /^Mitglieder von / });

/** Tabs from the top of the page until `target` has the focus (the keyboard alone reaches it). */
async function tabTo(page: Page, target: Locator, max = 80) {
  await page.locator('body').focus();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab: ${target}`);
}

test('the owner invites a colleague, whose mailed link adds them after signing up', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, REGION, recruiterOf(REGION), '/job-manager/team');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team');
  await expect(
    page.getByRole('navigation', { name: 'Arbeitgeberbereich' }).getByRole('link', { name: 'Team' }),
  ).toHaveAttribute('aria-current', 'page');
  organization = (await page.getByText(/^Wer für .+ Stellenanzeigen und Bewerbungen verwaltet\.$/).textContent())!
    .replace(/^Wer für /, '')
    .replace(/ Stellenanzeigen und Bewerbungen verwaltet\.$/, '');
  await expect(members(page).getByRole('listitem').filter({ hasText: 'Rainer Recruiter' })).toContainText('Inhaber/in');
  // The seeded pending invitation.
  await expect(
    page.getByRole('button', { name: `Einladung an kollegin@${REGION}.demo.example zurückziehen` }),
  ).toBeVisible();
  await axeAtBothWidths(page);

  // A German error next to the field, then the invitation by keyboard alone.
  const field = page.getByLabel('E-Mail-Adresse');
  await field.fill('keine-adresse');
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(COLLEAGUE);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Die Einladung an ${COLLEAGUE} ist unterwegs.` }),
  ).toBeVisible();
  // The list of pending invitations shows it at once, and after a reload.
  await expect(page.getByRole('button', { name: `Einladung an ${COLLEAGUE} zurückziehen` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Einladung an ${COLLEAGUE} zurückziehen` })).toBeVisible();

  const caught = await waitForMailWhere(
    (m) => m.to.includes(COLLEAGUE) && parseMail(m.raw).subject.startsWith('Einladung ins Team'),
    `invitation to ${COLLEAGUE}`,
  );
  const mail = parseMail(caught.raw);
  expect(mail.subject).toBe(`Einladung ins Team von ${organization} auf ${getRegion(REGION)!.SITENAME}`);
  expect(mail.text).toContain('7 Tage gültig');
  const link = new URL(/http:\/\/\S+\/user\/einladung\/[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  expect(link.origin).toBe(new URL(siteUrl(REGION)).origin);

  // The colleague opens the link in their own browser: signed out, they sign up and come back.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(link.toString());
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText('Einladung ins Team');
  await expect(colleague.getByText(`Die Einladung gilt für ${COLLEAGUE}.`)).toBeVisible();
  await axeAtBothWidths(colleague);
  await colleague.getByRole('link', { name: 'Konto anlegen' }).click();
  await colleague.getByLabel('Name').fill(NAME);
  await colleague.getByLabel('E-Mail-Adresse').fill(COLLEAGUE);
  await colleague.getByLabel('Passwort').fill(PASSWORD);
  await termsBox(colleague).check();
  await colleague.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(colleague.getByText('Fast geschafft: Bitte schau in dein Postfach')).toBeVisible();
  const confirm = await waitForMailWhere(
    (m) => m.to.includes(COLLEAGUE) && parseMail(m.raw).subject.startsWith('Bestätige dein Konto'),
    `sign-up link to ${COLLEAGUE}`,
  );
  await colleague.goto(/http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(parseMail(confirm.raw).text)![0]);
  await colleague.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await colleague.waitForURL((url) => url.pathname === link.pathname);
  // The keyboard joins: Tab to the button, Enter.
  const accept = colleague.getByRole('button', { name: 'Einladung annehmen' });
  await tabTo(colleague, accept);
  await colleague.keyboard.press('Enter');
  await colleague.waitForURL((url) => url.pathname === '/job-manager/team');
  await expect(colleague.getByText('Willkommen im Team!')).toBeVisible();
  await expect(members(colleague).getByRole('listitem').filter({ hasText: NAME })).toContainText('Mitglied');
  // A colleague sees the team read-only.
  await expect(colleague.getByRole('button', { name: 'Einladung senden' })).toHaveCount(0);
  // The link worked once.
  await colleague.goto(link.toString());
  await expect(colleague.getByText('Diese Einladung wurde schon angenommen.')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(members(page).getByRole('listitem').filter({ hasText: NAME })).toContainText('Mitglied');
  await expect(page.getByRole('button', { name: `${NAME} aus dem Team entfernen` })).toBeVisible();
});

test('an administrator acts for the organization as support, marked on every page, and ends it', async ({ page }) => {
  test.setTimeout(120_000);
  expect(organization).not.toBe('');
  await signIn(page, REGION, ADMIN, '/job-manager/team');
  await expect(page.getByRole('heading', { level: 2, name: 'Als Support handeln' })).toBeVisible();
  await page.getByLabel('Firmenname').fill(organization);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: `Als Support für ${organization} handeln` }).click();
  await page.waitForURL((url) => url.search === '?hinweis=support');
  const banner = page.getByRole('complementary', { name: `Sie handeln als Support für ${organization}.` });
  await expect(banner).toBeVisible();
  await expect(members(page).getByRole('listitem').filter({ hasText: NAME })).toBeVisible();
  await axeAtBothWidths(page);
  // Support withdraws the seeded invitation; the log will say who really did it.
  await page.getByRole('button', { name: `Einladung an kollegin@${REGION}.demo.example zurückziehen` }).click();
  await expect(page.getByText('Die Einladung ist zurückgezogen')).toBeVisible();
  await expect(banner).toBeVisible();

  // The change log names who did what, support marked; the banner is there too.
  await page.getByRole('navigation', { name: 'Arbeitgeberbereich' }).getByRole('link', { name: 'Verlauf' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verlauf');
  await expect(banner).toBeVisible();
  const table = page.getByRole('table', { name: `Änderungen von ${organization}` });
  await expect(table.getByRole('row').filter({ hasText: 'Support-Zugriff begonnen' }).first()).toContainText(
    'als Support',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Dem Team beigetreten' })).toContainText(COLLEAGUE);
  await expect(table.getByRole('row').filter({ hasText: 'Einladung verschickt' }).first()).toBeVisible();
  const revoked = table.getByRole('row').filter({ hasText: 'Einladung zurückgezogen' });
  await expect(revoked).toContainText('als Support');
  await expect(revoked).toContainText(ADMIN);
  await axeAtBothWidths(page);
  // The wizard and the dashboard, where support may act too, carry the banner as well.
  for (const path of ['/job/wizard', '/dashboard']) {
    await page.goto(siteUrl(REGION, path));
    await expect(banner).toBeVisible();
  }
  await page.goto(siteUrl(REGION, '/job-manager/verlauf'));

  // One click (here: the keyboard) ends it.
  await tabTo(page, banner.getByRole('button', { name: 'Beenden' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.search === '?hinweis=supportEnded');
  await expect(page.getByText('Der Support-Zugriff ist beendet.')).toBeVisible();
  await expect(banner).toHaveCount(0);
});
