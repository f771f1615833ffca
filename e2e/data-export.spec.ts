import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './fixtures';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO_INBOX_JOB_TITLE } from '../server/seed/applications';
import { DEMO_KEPT_CV_NAME } from '../server/seed/kept-cv-demo';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { signIn } from './posting-helpers';

/**
 * "Meine Daten" as the demo applicant, in Chromium: the page lists the kept files (axe-clean at 390 and 1280 px),
 * the ZIP holds Meine-Daten.html, a German page that names the applications by their job and opens offline,
 * beside meine-daten.json and the files; the imported CV is then deleted after the confirm step, without
 * JavaScript, and the page says so.
 */
const REGION = 'franken';
const CV_PATH = `dateien/lebenslauf-import/${DEMO_KEPT_CV_NAME}`;

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
}

test('the demo applicant downloads a readable export and deletes a kept CV', async ({ browser, page }) => {
  await signIn(page, REGION, `bewerber@${REGION}.demo.example`, '/user/daten');
  const files = page.getByRole('region', { name: 'Gespeicherte Dateien' });
  await expect(files.getByRole('heading', { name: DEMO_KEPT_CV_NAME })).toBeVisible();
  await expect(files.getByText('Bewerbung als', { exact: false }).first()).toBeVisible();
  await axeAtBothWidths(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Meine Daten herunterladen (ZIP)' }).click();
  const zip = unzipSync(new Uint8Array(await readFile((await (await download).path())!)));
  const html = strFromU8(zip['Meine-Daten.html']);
  expect(html).toContain('>Bewerbungen</h2>');
  expect(html).toContain(DEMO_INBOX_JOB_TITLE);
  expect(html).toContain(`<code>${CV_PATH}</code>`);
  expect(zip[CV_PATH]).toBeDefined();
  expect(JSON.parse(strFromU8(zip['meine-daten.json'])).data.applications.length).toBeGreaterThanOrEqual(2);

  // The page opens with nothing loaded from anywhere: every request it would make is refused and counted.
  const offline = await browser.newPage();
  const requests: string[] = [];
  await offline.route('**/*', (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  await offline.setContent(html);
  await expect(offline.getByRole('heading', { level: 2, name: 'Bewerbungen' })).toBeVisible();
  await expect(offline.getByRole('heading', { level: 2, name: 'Was ist in diesem Export?' })).toBeVisible();
  expect(requests).toEqual([]);
  await offline.close();

  // Deleting the imported CV without JavaScript: the disclosure opens, the form posts, the page answers.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(siteUrl(REGION, '/user/daten'));
  const kept = noScript.getByRole('region', { name: 'Gespeicherte Dateien' });
  await kept.getByText(`„${DEMO_KEPT_CV_NAME}“ löschen`).click();
  await kept.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(noScript.getByRole('status')).toHaveText('Die Datei ist gelöscht.');
  await expect(noScript).toHaveURL(/\/user\/daten\?hinweis=file-deleted#gespeicherte-dateien$/);
  await expect(kept.getByRole('heading', { name: DEMO_KEPT_CV_NAME })).toHaveCount(0);
  await plain.close();

  await page.reload();
  await expect(files.getByRole('heading', { name: DEMO_KEPT_CV_NAME })).toHaveCount(0);
  await axeAtBothWidths(page);
});
