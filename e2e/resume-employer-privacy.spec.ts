import { type Browser, expect, type Page, test } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { recruiterOf, signIn } from './posting-helpers';

/**
 * Privacy from one's own employer (docs/product-decisions.md), in Chromium: the demo applicant's resume blocks one
 * organization and hides her current employer; a job seeker blocks that organization with the keyboard (the ARIA
 * combobox); its recruiter (personal@) then neither finds her resume nor opens it by its address, while the demo
 * employer finds it and reads "Aktueller Arbeitgeber (nicht angezeigt)" instead of the company, and does not find
 * her by the company's name. axe at 390 and 1280 px on /lebenslauf (list open too) and the recruiter's pages.
 * Without JavaScript the field is a plain text field: a name that names nothing comes back with buttons.
 */
const REGION = 'regensburg';
const SEEKER = `elektroniker@${REGION}.demo.example`;
const TITLE = 'Elektroniker für Energie- und Gebäudetechnik';
const EMPLOYER = 'Elektro Huber';
const BLOCKED_RECRUITER = `personal@${REGION}.demo.example`;

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
}

async function signedIn(browser: Browser, email: string, back: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, REGION, email, back);
  return page;
}

/** The resume search for `words`: the hit of the seeker's resume (a locator that may match nothing). */
async function searchFor(page: Page, words: string) {
  await page.goto(siteUrl(REGION, `/bewerbersuche?search=${encodeURIComponent(words)}`));
  await expect(page.getByRole('search', { name: 'Lebensläufe durchsuchen' })).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
}

test('a job seeker blocks an employer by keyboard: its recruiter finds nothing, another reads no current employer', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);

  // The demo: the applicant's resume blocks one organization and hides her current employer.
  await signIn(page, REGION, `bewerber@${REGION}.demo.example`, '/lebenslauf');
  const privacy = page.getByRole('region', { name: 'Privatsphäre gegenüber Arbeitgebern' });
  await expect(page.getByText(/gesperrte Unternehmen finden deinen Lebenslauf gar nicht/)).toBeVisible();
  await expect(privacy.getByRole('button', { name: 'Aktuellen Arbeitgeber zeigen' })).toBeVisible();
  const demoBlocked = privacy.getByRole('list', { name: 'Deine gesperrten Unternehmen' }).getByRole('listitem');
  await expect(demoBlocked).toHaveCount(1);
  const blockedName = (await demoBlocked.locator('span').textContent())!.trim();
  expect(blockedName).not.toBe('');
  await axeAtBothWidths(page);

  // Another seeker blocks the same organization: type, arrow to the suggestion, Enter picks, Enter blocks.
  const seeker = await signedIn(browser, SEEKER, '/lebenslauf');
  const field = seeker.getByRole('combobox', { name: 'Unternehmen sperren' });
  await field.focus();
  await seeker.keyboard.type(blockedName);
  const option = seeker.getByRole('option', { name: blockedName, exact: true });
  await expect(option).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await axeAtBothWidths(seeker);
  await field.focus();
  for (let i = 0; i < 8 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await seeker.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await seeker.keyboard.press('Enter');
  await expect(field).toHaveValue(blockedName);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await seeker.keyboard.press('Enter');
  await expect(seeker.getByText(`Gesperrt: ${blockedName}.`)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(seeker.getByRole('button', { name: `${blockedName} entsperren` })).toBeVisible();

  // The demo employer finds the resume, without the current employer, and not by its name.
  const employer = await signedIn(browser, recruiterOf(REGION), '/bewerbersuche');
  const hit = await searchFor(employer, 'Elektroniker');
  await expect(hit).toHaveCount(1);
  await axeAtBothWidths(employer);
  await hit.getByRole('link', { name: TITLE, exact: true }).click();
  await employer.waitForURL(/\/bewerbersuche\/[0-9a-f-]+$/);
  const resumeUrl = employer.url();
  const main = employer.locator('main');
  await expect(main).toContainText('Aktueller Arbeitgeber (nicht angezeigt)');
  await expect(main).not.toContainText(EMPLOYER);
  expect(await employer.content()).not.toContain(EMPLOYER);
  await axeAtBothWidths(employer);
  await expect(await searchFor(employer, 'Huber')).toHaveCount(0);

  // The blocked organization's recruiter: not in the search, and by its address as a resume that does not exist.
  const blocked = await signedIn(browser, BLOCKED_RECRUITER, '/bewerbersuche');
  await expect(await searchFor(blocked, 'Elektroniker')).toHaveCount(0);
  await blocked.goto(resumeUrl);
  await expect(blocked.locator('main')).toContainText(
    'Diesen Lebenslauf gibt es nicht oder er ist nicht mehr sichtbar.',
  );
  await expect(blocked.locator('main')).not.toContainText(TITLE);
  await axeAtBothWidths(blocked);
});

test('without JavaScript: a name that names no organization offers what it could mean; block and unblock', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // The organization the demo applicant blocked, by its full name.
  await signIn(page, REGION, `bewerber@${REGION}.demo.example`, '/lebenslauf');
  const name = (await page
    .getByRole('list', { name: 'Deine gesperrten Unternehmen' })
    .getByRole('listitem')
    .locator('span')
    .textContent())!.trim();

  const signedInWithScript = await signedIn(browser, `koch@${REGION}.demo.example`, '/lebenslauf');
  const noScript = await (
    await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedInWithScript.context().storageState(),
    })
  ).newPage();
  await noScript.goto(siteUrl(REGION, '/lebenslauf'));
  const field = noScript.getByRole('textbox', { name: 'Unternehmen sperren' });
  await field.fill(name.slice(0, -1));
  await noScript.getByRole('button', { name: 'Sperren', exact: true }).click();
  await expect(noScript.getByText('Wir kennen kein Unternehmen mit diesem Namen.')).toBeVisible();
  await expect(field).toHaveValue(name.slice(0, -1));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await noScript.getByRole('button', { name: `${name} sperren` }).click();
  await expect(noScript.getByText(`Gesperrt: ${name}.`)).toBeVisible();
  await noScript.getByRole('button', { name: `${name} entsperren` }).click();
  await expect(noScript.getByText(`${name} ist nicht mehr gesperrt.`)).toBeVisible();
  await expect(noScript.getByText('Du hast noch kein Unternehmen gesperrt.')).toBeVisible();
});
