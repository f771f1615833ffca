import { expect, test } from './fixtures';
import { siteUrl } from './helpers';

const count = (text: string | null) => (text?.startsWith('Keine') ? 0 : Number(text!.replace(/\D.*$/, '')));

for (const region of ['franken', 'rosenheim']) {
  test(`on ${region}: search employers by word and industry, open one, see its sections and open jobs, follow a job and come back`, async ({
    page,
  }) => {
    await page.goto(siteUrl(region, '/arbeitgeber'));
    const results = page.locator('#org-results');
    const found = page.locator('section[aria-labelledby="org-results"]');
    const all = count(await results.textContent());
    expect(all).toBeGreaterThan(3);

    // An industry: the count beside it is the number of employers after choosing it.
    // A facet's <details> sits inside the filter panel's (the Filter button on phones).
    const industries = page.locator('details details').filter({ has: page.locator('summary', { hasText: 'Branche' }) });
    // Long facet lists start folded: open it as a visitor would.
    if (!(await industries.evaluate((details) => (details as HTMLDetailsElement).open)))
      await industries.locator('summary').click();
    const industry = industries.getByRole('link').first();
    const expected = Number((await industry.getAttribute('aria-label'))!.match(/(\d+) Arbeitgeber/)![1]);
    await industry.click();
    await expect(page).toHaveURL(/\/arbeitgeber\?industry=\d+/);
    expect(count(await results.textContent())).toBe(expected);

    // A word from an employer's name finds it.
    const firstName = (await found.getByRole('article').first().getByRole('heading').textContent())!.trim();
    const word = firstName.split(/\s+/).find((w) => w.length > 4) ?? firstName;
    await page.getByLabel('Name oder Branche').fill(word);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(found.getByRole('article').getByRole('link', { name: firstName })).toBeVisible();

    // The employer's page with its sections and jobs.
    await found.getByRole('article').getByRole('link', { name: firstName }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
    await expect(page).toHaveURL(/\/organization\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { name: 'Auf einen Blick' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Offene Stellen bei ${firstName}` })).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    expect(ld.some((data) => data['@type'] === 'Organization' && data.name === firstName)).toBe(true);

    const job = page
      .getByRole('region', { name: `Offene Stellen bei ${firstName}` })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first();
    if (await job.count()) {
      const title = (await job.textContent())!.trim();
      await job.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByRole('link', { name: `Zum Arbeitgeberprofil von ${firstName}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
    }
  });
}

test('an unknown employer answers a German 404', async ({ page }) => {
  const response = await page.goto(siteUrl('franken', '/organization/gibt-es-nicht'));
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});
