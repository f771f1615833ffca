import { expect, type Page, test } from './fixtures';
import { expectNoSeriousViolations, openSite, siteRequest, siteUrl } from './helpers';

const REGIONS = ['franken', 'saarland'] as const;
const CLEAN_LISTING = /^\/jobs\/[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** "1.234 Jobs" → 1234. */
const jobsIn = (text: string | null) => Number(/([\d.]+) Jobs?\b/.exec(text ?? '')![1].replace(/\./g, ''));

/** The first link of a front page block, with the open jobs it states. */
async function firstLink(page: Page, block: string) {
  const item = page.getByRole('region', { name: block }).getByRole('listitem').first();
  const link = item.getByRole('link');
  return {
    href: (await link.getAttribute('href'))!,
    label: (await link.textContent())!,
    count: jobsIn(await item.locator('span').last().textContent()),
  };
}

/** The result count a listing states in its results heading. */
async function listingTotal(page: Page, region: string, href: string): Promise<number> {
  const response = await openSite(page, region, href);
  expect(response.status(), href).toBe(200);
  return jobsIn(await page.locator('#jobs-results').textContent());
}

for (const region of REGIONS) {
  test(`the front page of ${region} shows its figures, and each link leads to a listing with the count it states`, async ({
    page,
  }) => {
    await openSite(page, region, '/');
    const counts = page.getByText(/^[\d.]+ Jobs von [\d.]+ Arbeitgebern/);
    await expect(counts).toBeVisible();
    const openJobs = jobsIn(await counts.textContent());
    expect(openJobs).toBeGreaterThan(10);

    await expect(page.getByRole('region', { name: 'Neueste Jobs' }).getByRole('article')).toHaveCount(6);
    const employers = page.getByRole('region', { name: /^Top-Arbeitgeber/ });
    await expect(employers.locator('img').first()).toBeVisible();
    const employer = employers.getByRole('listitem').first().getByRole('link');
    const employerHref = (await employer.getAttribute('href'))!;
    expect(employerHref).toMatch(/^\/organization\/[a-z0-9-]+$/);
    await expect(page.getByRole('region', { name: 'Gefunden werden' }).getByRole('link')).toHaveText(
      'Lebenslauf anlegen',
    );

    const links = [];
    for (const block of ['Jobs nach Berufsfeld', 'Jobs nach Ort', 'Beliebte Suchen']) {
      const link = await firstLink(page, block);
      expect(link.href, block).toMatch(CLEAN_LISTING);
      links.push(link);
    }
    const allJobs = page.getByRole('link', { name: /^Alle [\d.]+ Jobs ansehen$/ });
    expect(jobsIn(await allJobs.textContent())).toBe(openJobs);
    const allJobsHref = (await allJobs.getAttribute('href'))!;

    for (const link of links) expect(await listingTotal(page, region, link.href), link.href).toBe(link.count);
    expect(await listingTotal(page, region, allJobsHref)).toBe(openJobs);
    const response = await openSite(page, region, employerHref);
    expect(response.status()).toBe(200);
  });
}

test('a town × field landing page answers 200 with its H1, title, canonical URL and a place in the sitemap', async ({
  page,
  request,
}) => {
  await openSite(page, 'franken', '/');
  const link = await firstLink(page, 'Beliebte Suchen');
  const [field, town] = link.label.split(' in ');
  const response = await openSite(page, 'franken', link.href);
  expect(response.status()).toBe(200);
  const stellen = `${link.count} ${link.count === 1 ? 'Stelle' : 'Stellen'}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Jobs im Bereich ${field} in ${town}: ${stellen}`);
  expect(await page.title()).toContain(`Jobs im Bereich ${field} in ${town}: ${stellen}`);
  // The landing page says in a sentence under the H1 what it lists.
  await expect(
    page.locator('p', { hasText: `Jobs im Bereich ${field} in ${town}: ${link.count} aktuelle` }),
  ).toBeVisible();
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(town);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(link.href);
  const sitemap = await (await siteRequest(request, 'franken', '/page/sitemap.xml')).text();
  expect(sitemap).toContain(`${link.href}</loc>`);
});

test('a landing page of a town without such jobs answers 404', async ({ request }) => {
  for (const path of ['/jobs/pflege-gesundheit/atlantis', '/jobs/pflege-gesundheit/saarbruecken', '/jobs/atlantis'])
    expect((await siteRequest(request, 'franken', path)).status(), path).toBe(404);
  expect((await siteRequest(request, 'saarland', '/jobs/saarbruecken')).status()).toBe(200);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });
    for (const region of REGIONS) {
      test(`the front page and a landing page of ${region} have no serious WCAG 2.1 AA violation`, async ({ page }) => {
        await page.goto(siteUrl(region, '/'));
        await expectNoSeriousViolations(page);
        const { href } = await firstLink(page, 'Beliebte Suchen');
        await page.goto(siteUrl(region, href));
        await expectNoSeriousViolations(page);
      });
    }
  });
}
