import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { recruiterOf, signIn } from './posting-helpers';

/**
 * Safeguards of the employer workspace as the demo recruiter: "Verlängern" says what it costs and asks before
 * charging (a plain form, also without JavaScript), the job manager is a list of cards on a 390 px phone (no
 * sideways scrolling, axe-clean, every action reachable by keyboard), and switching the organization stays on
 * the page. A site of its own: extending spends a credit and switching changes the recruiter's active organization.
 */
const REGION = 'heilbronn';

/** The page's width beyond the viewport: 0 when nothing scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('Verlängern shows its cost and asks first; only the confirmation charges', async ({ page }) => {
  await signIn(page, REGION, recruiterOf(REGION), '/job-manager?status=published');
  const running = page.locator('tbody tr').first();
  const jobId = await running.getAttribute('data-job-id');
  const ends = await running.locator('td').nth(4).textContent();
  await running.getByRole('link', { name: /^Verlängern/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('verlängern');
  // The cost is named before anything happens: a slot of the subscription or one job credit.
  await expect(page.getByTestId('extension-cost')).toHaveText(/Platz Ihres Abonnements|1 Stellen-Guthaben/);
  await expectNoSeriousViolations(page);
  // Going back changes nothing.
  await page.getByRole('link', { name: 'Zurück zur Stellenverwaltung' }).click();
  await expect(page.locator(`tr[data-job-id="${jobId}"] td`).nth(4)).toHaveText(ends!);
  // Confirming charges what was shown and moves the end.
  await page
    .locator(`tr[data-job-id="${jobId}"]`)
    .getByRole('link', { name: /^Verlängern/ })
    .click();
  await page.getByRole('button', { name: /^Verlängern für/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Laufzeit wurde verlängert.' })).toBeVisible();
  await expect(page.locator(`tr[data-job-id="${jobId}"] td`).nth(4)).not.toHaveText(ends!);
});

test('without JavaScript the confirmation is a plain form', async ({ page, browser }) => {
  // Signing in needs the consent dialog's script; the session then serves a browser without JavaScript.
  await signIn(page, REGION, recruiterOf(REGION), '/job-manager?status=published');
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(siteUrl(REGION, '/job-manager?status=published'));
  await noScript
    .locator('tbody tr')
    .first()
    .getByRole('link', { name: /^Verlängern/ })
    .click();
  await expect(noScript.getByTestId('extension-cost')).toBeVisible();
  const confirm = noScript.getByRole('button', { name: /^Verlängern für/ });
  if (await confirm.count()) {
    await confirm.click();
    await expect(noScript.getByRole('status').filter({ hasText: 'Die Laufzeit wurde verlängert.' })).toBeVisible();
  } else {
    // No credit left on the site: the way to buy one names the job.
    await expect(noScript.getByRole('link', { name: 'Guthaben kaufen' })).toHaveAttribute('href', /\/checkout\?job=/);
  }
  await plain.close();
});

test('the job manager on a 390 px phone: cards, no sideways scrolling, axe-clean, keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, REGION, recruiterOf(REGION), '/job-manager');
  const card = page.locator('tbody tr').first();
  await expect(card).toBeVisible();
  expect(await sideways(page)).toBe(0);
  // A card: title, state, dates and figures each labelled, the actions inside the screen.
  await expect(card.locator('td[data-label="Status"]')).toBeVisible();
  await expect(card.locator('td[data-label="Bewerbungen"]')).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  // The keyboard reaches the first card's statistics link and opens it.
  const statistics = card.getByRole('link', { name: /^Statistik/ });
  for (let i = 0; i < 80 && !(await statistics.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(statistics).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/job-manager\/statistik\//);
  // At desktop widths the table stays.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl(REGION, '/job-manager'));
  await expect(page.locator('thead th').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('switching the organization stays on the page; one job’s figures fall back to the list', async ({ page }) => {
  await signIn(page, REGION, recruiterOf(REGION), '/job-manager');
  const switcher = page.getByLabel('Organisation', { exact: true });
  const own = await switcher.inputValue();
  const other = await switcher.evaluate(
    (select: HTMLSelectElement) => [...select.options].find((o) => !o.selected)!.value,
  );
  // On one object of the organization (a job's figures), switching leads to its list.
  const jobId = await page.locator('tbody tr').first().getAttribute('data-job-id');
  await page.goto(siteUrl(REGION, `/job-manager/statistik/${jobId}`));
  await switcher.selectOption(other);
  await page.getByRole('button', { name: 'Wechseln' }).click();
  await page.waitForURL((url) => url.pathname === '/job-manager');
  await expect(switcher).toHaveValue(other);
  // On a list, switching stays where it was.
  await page.goto(siteUrl(REGION, '/job-manager/bewerbungen'));
  await switcher.selectOption(own);
  await page.getByRole('button', { name: 'Wechseln' }).click();
  await page.waitForURL((url) => url.pathname === '/job-manager/bewerbungen' && url.search === '');
  await expect(switcher).toHaveValue(own);
});
