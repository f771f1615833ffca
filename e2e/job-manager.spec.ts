import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { recruiterOf, signIn } from './posting-helpers';

/**
 * The job manager as the demo recruiter: a visitor's view of a job is counted on the server (once
 * per day), the list filters by state and words, and the CSV export for German Excel carries the same
 * figure; /job-manager and /dashboard are axe-clean at 390 and 1280 px and usable with the keyboard alone.
 */
// A site of its own: extending takes a credit, which the posting specs on franken and rosenheim count on.
const REGION = 'augsburg';
/** A person's browser: the test browser's own user agent says "HeadlessChrome", which is not counted. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The export's rows as cells; the first row is the header. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

/** The views figure of a job in the CSV export of the recruiter's list (read with the page's session). */
async function exportedViews(page: Page, jobId: string): Promise<number> {
  // Fetched by the page (Node does not resolve *.localhost), with its session cookie.
  const text = await page.evaluate(async () => (await fetch('/job-manager/export?status=published')).text());
  const rows = parseCsv(text);
  const row = rows.find((cells) => cells.at(-1)?.endsWith(`/job/${jobId}`));
  if (!row) throw new Error(`job ${jobId} is not in the export`);
  return Number(row[rows[0].indexOf('Aufrufe')].replace(/\./g, ''));
}

/** Presses Tab until the element of `selector` has focus (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${selector} was not reached with Tab`);
}

test('a counted view shows in the job manager’s CSV export, once per visitor and day', async ({ page, browser }) => {
  await signIn(page, REGION, recruiterOf(REGION), '/job-manager?status=published');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Stellen' })).toBeVisible();
  const first = page.locator('tbody tr').first();
  const jobId = (await first.getAttribute('data-job-id'))!;
  const title = (await first.locator('th').textContent())!.trim();
  const before = await exportedViews(page, jobId);

  const visitor = await browser.newContext({ userAgent: PERSON });
  const visit = await visitor.newPage();
  await visit.goto(siteUrl(REGION, `/job/${jobId}`));
  await expect(visit.locator('h1')).toBeVisible();
  // Counted after the response: the figure follows within moments.
  await expect.poll(() => exportedViews(page, jobId), { timeout: 15_000 }).toBe(before + 1);
  // The same visitor again on the same day, and the test browser (a headless one) are not counted. A second
  // person's visit after both is: once its count shows, the two visits before it have been decided too.
  await visit.reload();
  await expect(visit.locator('h1')).toBeVisible();
  await page.evaluate(async (path) => void (await fetch(path)), `/job/${jobId}`);
  await visitor.close();
  const secondVisitor = await browser.newContext({ userAgent: `${PERSON} Edg/140.0.0.0` });
  const secondVisit = await secondVisitor.newPage();
  await secondVisit.goto(siteUrl(REGION, `/job/${jobId}`));
  await expect(secondVisit.locator('h1')).toBeVisible();
  await secondVisitor.close();
  await expect.poll(() => exportedViews(page, jobId), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
  const views = before + 2;
  expect(await exportedViews(page, jobId)).toBe(views);

  // Filter by state and words, with the form.
  await page.goto(siteUrl(REGION, '/job-manager'));
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await page.getByLabel('Titel enthält').fill(title);
  await page.getByRole('button', { name: 'Anzeigen', exact: true }).click();
  await page.waitForURL(/status=published/);
  expect(new URL(page.url()).searchParams.get('suche')).toBe(title);
  const row = page.locator(`tr[data-job-id="${jobId}"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('td').nth(5)).toHaveText(new Intl.NumberFormat('de-DE').format(views));

  // The export the page links to: UTF-8 with BOM, semicolons, the same figure.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Als CSV herunterladen' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.toString('utf8'));
  expect(rows[0].slice(0, 3)).toEqual(['Titel', 'Status', 'Seite']);
  const exported = rows.find((cells) => cells.at(-1)?.endsWith(`/job/${jobId}`))!;
  expect(exported[1]).toBe('Veröffentlicht');
  expect(Number(exported[rows[0].indexOf('Aufrufe')].replace(/\./g, ''))).toBe(views);
  expect(exported[3]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
});

test('anonymous: the job manager and the dashboard lead to sign-in with the way back', async ({ page }) => {
  for (const path of ['/job-manager', '/dashboard']) {
    await page.goto(siteUrl(REGION, path));
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(path);
  }
});

test('/job-manager, a job’s statistics and /dashboard: axe-clean at 390 and 1280 px, usable with the keyboard', async ({
  page,
}) => {
  // Six axe runs and three walks with Tab: about 40 s alone, over a minute beside another worker on 2 cores.
  test.setTimeout(120_000);
  await signIn(page, REGION, recruiterOf(REGION), '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Arbeitgeberbereich' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl(REGION, '/dashboard'));
    await expectNoSeriousViolations(page);
    await page.goto(siteUrl(REGION, '/job-manager'));
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    // A job's statistics: the chart and its table.
    await page
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Statistik/ })
      .click();
    await expect(page.getByRole('img', { name: /Aufrufe und Bewerbungen je Tag/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Zahlen je Tag' })).toBeVisible();
    await expectNoSeriousViolations(page);
  }

  // Statistics: Tab to the way back, Enter.
  await tabTo(page, 'main a[href="/job-manager"]:text("Zurück zu Ihren Stellen")');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/job-manager');

  // Dashboard: from the top, Tab to the way into the job list, Enter.
  await page.goto(siteUrl(REGION, '/dashboard'));
  await tabTo(page, 'main a[href="/job-manager"]');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/job-manager');

  // Job manager: Tab to the words filter, type, Enter submits the filter form.
  await tabTo(page, '#filter-words');
  await page.keyboard.type('zzzz-keine-stelle');
  await page.keyboard.press('Enter');
  await page.waitForURL(/suche=zzzz-keine-stelle/);
  await expect(page.getByRole('status').filter({ hasText: 'Keine Stelle gefunden.' })).toBeVisible();
});

test('duplicate, archive and extend with the list’s plain form, each answered with a notice', async ({ page }) => {
  await signIn(page, REGION, recruiterOf(REGION), '/job-manager?status=draft');
  const before = await page.locator('tbody tr').count();
  const original = page.locator('tbody tr').first();
  const title = (await original.locator('th').textContent())!.trim();
  await original.getByRole('button', { name: /^Duplizieren/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Kopie wurde als Entwurf angelegt.' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(before + 1);
  // The newest first: the copy, with the same title; tick it and archive the ticked ones.
  const copy = page.locator('tbody tr').first();
  await expect(copy.locator('th')).toHaveText(title);
  await copy.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ausgewählte archivieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eine Stelle wurde archiviert.' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(before);

  // Extending a running job asks first, then takes what it showed and moves its end.
  await page.goto(siteUrl(REGION, '/job-manager?status=published'));
  const running = page.locator('tbody tr').first();
  const jobId = await running.getAttribute('data-job-id');
  const ends = await running.locator('td').nth(4).textContent();
  await running.getByRole('link', { name: /^Verlängern/ }).click();
  await page.getByRole('button', { name: /^Verlängern für/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Laufzeit wurde verlängert.' })).toBeVisible();
  await expect(page.locator(`tr[data-job-id="${jobId}"] td`).nth(4)).not.toHaveText(ends!);
});

test('job seeker: /dashboard names what exists for them, axe-clean', async ({ page }) => {
  await signIn(page, REGION, `bewerber@${REGION}.demo.example`, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Übersicht' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stellen suchen' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
  await page.goto(siteUrl(REGION, '/job-manager'));
  await expect(page.locator('h1')).toHaveText('Nur für Arbeitgeber');
});
