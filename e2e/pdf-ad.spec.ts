import { expect, test } from './fixtures';
import { getRegion } from '../regions/registry';
import { RegionContext } from '../server/seed/context';
import { planJobs } from '../server/seed/jobs';
import { planOrganizations } from '../server/seed/organizations';
import { expectNoSeriousViolations, siteRequest, siteUrl } from './helpers';

/**
 * A "Per Datei" job of the demo data shows its PDF as page images (docs/architecture.md "PDF ads as page
 * images"), with the PDF's text for screen readers and search engines and the download, under the site's strict
 * CSP. The seed is a pure plan of seed 1 and today's reference date (scripts/e2e-server.sh), as in helpers.ts.
 */
function openPdfAdPath(regionId: string): string {
  const referenceDate = new Date(`${new Date().toISOString().slice(0, 10)}T08:00:00Z`);
  const ctx = new RegionContext(getRegion(regionId)!, { seed: 1, referenceDate });
  const job = planJobs(ctx, planOrganizations(ctx).organizations).jobs.find(
    (j) =>
      j.type === 'job_per_file' &&
      j.state === 'published' &&
      !!j.publishedAt &&
      j.publishedAt < referenceDate &&
      (!j.expiresAt || j.expiresAt.getTime() > Date.now() + 86_400_000),
  );
  if (!job) throw new Error(`the demo data of ${regionId} has no open job_per_file ad`);
  return `/job/${job.id}`;
}

const REGION = 'franken';

test('the HTML a crawler gets has the ad’s text, its page images and a JobPosting described by the text', async ({
  request,
}) => {
  const response = await siteRequest(request, REGION, openPdfAdPath(REGION));
  expect(response.status()).toBe(200);
  // The strict policy stays: no PDF in a frame, images from the site only.
  expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
  const html = await response.text();
  expect(html).not.toContain('<object');
  expect(html).toMatch(/<img[^>]+alt="Seite 1 der Anzeige"/);
  expect(html).toContain('<summary>Anzeigentext</summary>');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]))
    .find((data) => data['@type'] === 'JobPosting');
  expect(ld.description.length).toBeGreaterThan(100);
});

for (const width of [390, 1280]) {
  test(`a PDF ad at ${width} px: its pages as images, the text on request, the download, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl(REGION, openPdfAdPath(REGION)));
    const ad = page.getByRole('region', { name: 'Stellenanzeige als PDF' });
    const first = ad.getByRole('img', { name: 'Seite 1 der Anzeige' });
    await expect(first).toBeVisible();
    // Loaded from the site (the CSP would block anything else) and drawn, as wide as the column allows.
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1240);
    expect(await first.getAttribute('width')).toBe('1240');
    const box = (await first.boundingBox())!;
    expect(box.width).toBeGreaterThan(Math.min(width, 620) * 0.6);
    expect(box.width).toBeLessThanOrEqual(Math.min(width, 620));
    // Nothing sideways at a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await expect(ad.getByRole('link', { name: /^Stellenanzeige herunterladen \(PDF/ })).toBeVisible();
    // The text is one keypress away for those who cannot see the images.
    const summary = ad.getByText('Anzeigentext', { exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(ad.locator('details')).toHaveAttribute('open', '');
    await expect(ad.locator('details p').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
