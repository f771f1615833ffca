import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { recruiterOf, signIn } from './posting-helpers';

/**
 * docs/product.md §1 JOB_TRACKING_PIXEL: the demo recruiter finds a job's pixel on its statistics page, a page of
 * another site embeds it, and the impression shows in the job's figures of the day.
 */
const REGION = 'goettingen';
/** A person's browser: the test browser's own user agent says "HeadlessChrome", which is not counted. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test('the statistics page shows the pixel to copy, and an embedding page’s impression is counted', async ({
  page,
  browser,
}) => {
  await signIn(page, REGION, recruiterOf(REGION), '/job-manager?status=published');
  const jobId = (await page.locator('tbody tr').first().getAttribute('data-job-id'))!;
  await page.goto(siteUrl(REGION, `/job-manager/statistik/${jobId}?tage=7`));
  await expect(page.getByRole('heading', { name: 'Tracking-Pixel' })).toBeVisible();
  const pixel = siteUrl(REGION, `/api/jobs/${jobId}/pixel.gif`);
  await expect(page.getByLabel('HTML-Code des Tracking-Pixels')).toHaveValue(
    `<img src="${pixel}" width="1" height="1" alt="" style="position:absolute;border:0">`,
  );
  const totals = page.locator('tfoot td');
  const header = page.locator('thead th');
  await expect(header.last()).toHaveText('Pixel-Einblendungen');
  const before = Number((await totals.last().textContent())!.replace(/\./g, ''));

  // An employer's career page elsewhere (a page of no site, without our policy) shows the ad with the pixel.
  // A visitor of its own (one impression per visitor and day): the test may run again on the same server.
  const visitor = await browser.newContext({ userAgent: `${PERSON} Visit/${Date.now()}` });
  const career = await visitor.newPage();
  const loaded = await career.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth === 1);
        image.onerror = () => resolve(false);
        image.src = src;
      }),
    pixel,
  );
  expect(loaded).toBe(true);
  await visitor.close();

  await expect
    .poll(
      async () => {
        await page.reload();
        return Number((await totals.last().textContent())!.replace(/\./g, ''));
      },
      { timeout: 15_000 },
    )
    .toBe(before + 1);
  // Copying in one step, said in a status line.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Code kopieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zwischenablage' })).toBeVisible();
});
