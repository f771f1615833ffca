import { expect, test } from './fixtures';
import { endedJobPath, expectFramingHeaders, openJobPaths, siteRequest, siteUrl } from './helpers';

for (const region of ['franken', 'rosenheim']) {
  test.describe(`job page on ${region}`, () => {
    test('lists the site’s open jobs in its job sitemap, each answering 200 with the framing headers', async ({
      request,
    }) => {
      const paths = await openJobPaths(request, region);
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths.slice(0, 3)) {
        expect(path).toMatch(/^\/job\/[0-9a-f-]{36}$/);
        const response = await siteRequest(request, region, path);
        expect(response.status()).toBe(200);
        await expectFramingHeaders(response.headers());
      }
    });

    test('shows the job with its facts, employer, share links and Google job posting markup', async ({
      page,
      request,
    }) => {
      const [path] = await openJobPaths(request, region);
      await page.goto(siteUrl(region, path));
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      expect(title.length).toBeGreaterThan(3);
      await expect(page.getByRole('region', { name: 'Eckdaten der Stelle' })).toContainText('Arbeitsort');
      // The aside's heading exactly: a job card's title on the page may contain the word too.
      await expect(page.getByRole('heading', { name: 'Arbeitgeber', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Auf WhatsApp teilen/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\?text=/,
      );
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${path}$`));

      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'JobPosting');
      expect(posting).toMatchObject({ title, hiringOrganization: { '@type': 'Organization' } });
      expect(posting.datePosted).toBeTruthy();
      expect(posting.validThrough).toBeTruthy();
      expect(posting.jobLocation ?? posting.jobLocationType).toBeTruthy();
    });
  });
}

test('an unknown job answers a German 404', async ({ request }) => {
  const response = await siteRequest(request, 'franken', '/job/00000000-0000-4000-8000-000000000000');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Seite nicht gefunden');
});

test('an ended job answers 410 with a notice and similar open jobs', async ({ page }) => {
  const response = await page.goto(siteUrl('franken', endedJobPath('franken')));
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Stelle ist nicht mehr verfügbar');
  await expect(page.getByRole('button', { name: 'Bewerbung absenden' })).toHaveCount(0);
  await expect(
    page.getByText(/ist abgelaufen oder wurde beendet\. Vielleicht passt eine dieser Stellen/),
  ).toBeVisible();
  const similar = page.getByRole('main').getByRole('article');
  await expect(similar.first()).toBeVisible();
  await similar.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Diese Stelle ist nicht mehr verfügbar');
});
