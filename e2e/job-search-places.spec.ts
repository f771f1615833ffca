import { expect, type Page, test } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';

/** The listing's results heading ("128 Jobs in Bayern"). */
const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Jobs?\b|Keine passenden Jobs/ }).first();

async function resultCount(page: Page): Promise<number> {
  const text = (await resultsHeading(page).textContent()) ?? '';
  return text.startsWith('Keine') ? 0 : Number(text.replace(/\D.*$/, '').replace(/\./g, ''));
}

/** "125 Jobs in Bayern": the whole state, not "… im Umkreis von 100 km um Oettingen in Bayern". */
const IN_BAYERN = /^([\d.]+ Jobs?|Keine passenden Jobs) in Bayern$/;

/** Types into the place field and waits for the suggestion, as a person picking it from the list. */
async function pickPlace(page: Page, typed: string, suggestion: string) {
  const field = page.getByLabel('Wo', { exact: true });
  await field.fill('');
  await field.pressSequentially(typed);
  await expect(page.locator(`#search-where-places option[value="${suggestion}"]`)).toHaveCount(1);
  await field.fill(suggestion);
}

/**
 * The area search at `path` finds as many jobs as the unfiltered listing. Other specs publish jobs on these
 * sites while this one runs, so both are read again until they were read between two publications.
 */
async function expectSameCountAsAllJobs(page: Page, region: string, path: string) {
  await expect(async () => {
    await page.goto(siteUrl(region, '/jobs'));
    const all = await resultCount(page);
    await page.goto(siteUrl(region, path));
    expect(await resultCount(page)).toBe(all);
  }).toPass({ timeout: 20_000 });
}

for (const region of ['franken', 'rosenheim'] as const) {
  test.describe(`places on ${region}`, () => {
    test('a state is searched by address, never as a radius around a town', async ({ page }) => {
      // A state search as users typed it. Every job of these sites lies in Bayern: the state search finds all of them,
      // none with a distance.
      const bayern = '/jobs?geo_location=Bayern&administrative_area_level_1=Bayern';
      await expectSameCountAsAllJobs(page, region, bayern);
      await expect(resultsHeading(page)).toHaveText(IN_BAYERN);
      await expect(page.getByText(/Umkreis von|Oettingen/)).toHaveCount(0);
      await expect(page.getByLabel('Umkreis')).toBeHidden();
      await expect(page.getByText(/km entfernt/)).toHaveCount(0);

      // Picked from the place field's suggestions: a state URL, no radius.
      await page.goto(siteUrl(region, '/jobs'));
      await pickPlace(page, 'Bay', 'Bayern');
      await expect(page.getByLabel('Umkreis')).toBeHidden();
      await page.getByRole('button', { name: 'Jobs finden' }).click();
      await expect(page).toHaveURL(/administrative_area_level_1=Bayern/);
      await expect(page).toHaveURL(/locationType=administrative_area_level_1/);
      expect(page.url()).not.toMatch(/radius=/);
      await expect(resultsHeading(page)).toHaveText(IN_BAYERN);
      await expect(page.getByLabel('Wo', { exact: true })).toHaveValue('Bayern');

      // Another state has none of these jobs; a country is searched by its code.
      await pickPlace(page, 'Baden-W', 'Baden-Württemberg');
      await page.getByRole('button', { name: 'Jobs finden' }).click();
      await expect(page).toHaveURL(/administrative_area_level_1=Baden-W/);
      await expect(resultsHeading(page)).toHaveText('Keine passenden Jobs in Baden-Württemberg');
      await pickPlace(page, 'Deutsch', 'Deutschland');
      await page.getByRole('button', { name: 'Jobs finden' }).click();
      await expect(page).toHaveURL(/country=DE/);
      await expect(page).toHaveURL(/locationType=country/);
      await expect(resultsHeading(page)).toHaveText(/^[\d.]+ Jobs? in Deutschland$/);
      await expectSameCountAsAllJobs(page, region, `/jobs${new URL(page.url()).search}`);

      // A town typed afterwards is searched around the town again, with the radius back.
      await page.getByLabel('Wo', { exact: true }).fill('Rosenheim');
      await expect(page.getByLabel('Umkreis')).toBeVisible();
      await page.getByRole('button', { name: 'Jobs finden' }).click();
      await expect(resultsHeading(page)).toHaveText(/im Umkreis von \d+ km um Rosenheim$/);
    });

    test('an unknown place stays in the field, with the closest places offered', async ({ page }) => {
      const [typo, meant] = region === 'franken' ? ['Nürnbrg', 'Nürnberg'] : ['Rosnheim', 'Rosenheim'];
      await page.goto(siteUrl(region, '/jobs'));
      await page.getByLabel('Wo', { exact: true }).fill(typo);
      await page.getByRole('button', { name: 'Jobs finden' }).click();
      await expect(page.getByLabel('Wo', { exact: true })).toHaveValue(typo);
      const notice = page.getByRole('status').filter({ hasText: `Den Ort „${typo}“ kennen wir nicht` });
      await expect(notice).toContainText('ohne Ortsfilter');
      await expect(notice).toContainText('Meintest du:');
      await notice.getByRole('link', { name: meant, exact: true }).click();
      await expect(resultsHeading(page)).toHaveText(new RegExp(`im Umkreis von \\d+ km um ${meant}$`));
      await expect(page.getByLabel('Wo', { exact: true })).toHaveValue(meant);

      // A village we do not know at all keeps its name too.
      await page.goto(siteUrl(region, '/jobs?geo_location=Oberkleinhausen'));
      await expect(page.getByLabel('Wo', { exact: true })).toHaveValue('Oberkleinhausen');
      await expect(page.getByRole('status').filter({ hasText: 'Oberkleinhausen' })).toContainText('kennen wir nicht');
    });

    test('postal codes: five digits around their point, two digits as a postal area', async ({ page }) => {
      const [zip, label, area] =
        region === 'franken' ? ['90402', '90402 Nürnberg', '90'] : ['83022', '83022 Rosenheim', '83'];
      await page.goto(siteUrl(region, '/jobs'));
      await pickPlace(page, zip.slice(0, 4), label);
      await page.getByLabel('Umkreis').selectOption('20');
      await page.getByRole('button', { name: 'Jobs finden' }).click();
      await expect(resultsHeading(page)).toHaveText(new RegExp(`im Umkreis von 20 km um ${label}$`));
      expect(await resultCount(page)).toBeGreaterThan(0);
      for (const distance of await page.getByText(/km entfernt/).allTextContents())
        expect(Number(distance.match(/([\d,]+) km entfernt/)![1].replace(',', '.'))).toBeLessThanOrEqual(20);

      await page.goto(siteUrl(region, `/jobs?geo_location=${area}`));
      await expect(resultsHeading(page)).toHaveText(new RegExp(`im Postleitzahlgebiet ${area}$`));
      expect(await resultCount(page)).toBeGreaterThan(0);
      await expect(page.getByLabel('Umkreis')).toBeHidden();
    });
  });
}

test('a state search works without JavaScript: the typed state is searched by address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('franken', '/jobs'));
  await page.getByLabel('Wo', { exact: true }).fill('Bayern');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(resultsHeading(page)).toHaveText(IN_BAYERN);
  await context.close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });
    for (const [name, path] of [
      ['a state search', '/jobs?geo_location=Bayern&administrative_area_level_1=Bayern'],
      ['an unknown place', '/jobs?geo_location=N%C3%BCrnbrg'],
    ] as const)
      for (const region of ['franken', 'rosenheim'])
        test(`the listing for ${name} on ${region} has no serious or critical WCAG 2.1 AA violation`, async ({
          page,
        }) => {
          await page.goto(siteUrl(region, path));
          await expectNoSeriousViolations(page);
        });
  });
}
