import { expect, test, type Page } from './fixtures';
import { siteRequest, siteUrl } from './helpers';
import { postJobPerLink, recruiterOf, review, signIn, uniqueWord } from './posting-helpers';

/**
 * Anonymous pages come from the page cache and stay fresh (docs/architecture.md, "Page cache"): a visitor's
 * listing and employer page, served from the cache, show a job within 5 seconds of its approval, and the
 * browser runs the cached pages under their fresh nonce without a policy violation.
 */
const REGION = 'rosenheim';

function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('a job an editor approves is on the cached listing and employer page within 5 seconds', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, REGION, recruiterOf(REGION), '/job/wizard');
  await page.goto(siteUrl(REGION, '/job-manager/profil'));
  const employerPath = (await page.getByRole('link', { name: 'Öffentliche Seite ansehen' }).getAttribute('href'))!;

  // A visitor without an account: the second visit of each page is answered from the cache.
  const visitor = await (await browser.newContext()).newPage();
  const violations = policyViolations(visitor);
  for (const path of ['/jobs', employerPath]) {
    await visitor.goto(siteUrl(REGION, path));
    const again = await visitor.reload();
    expect(again?.headers()['x-page-cache'], path).toBe('hit');
    await visitor.waitForLoadState('networkidle');
  }

  const title = `${uniqueWord('Fliesenleger')} Meisterbetrieb`;
  const link = 'https://karriere.beispiel.de/stellen/fliesen';
  await postJobPerLink(page, REGION, { title, link, place: 'Kolbermoor' });
  const editor = await (await browser.newContext()).newPage();
  await review(editor, REGION, title);
  const approved = Date.now();

  for (const path of ['/jobs', employerPath]) {
    await expect(async () => {
      await visitor.goto(siteUrl(REGION, path));
      await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 5000 - (Date.now() - approved), intervals: [250] });
  }
  // Shown again from the cache, now with the job.
  const cached = await visitor.reload();
  expect(cached?.headers()['x-page-cache']).toBe('hit');
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('a signed-in visitor never gets a cached page', async ({ page, request }) => {
  await siteRequest(request, REGION, '/jobs');
  expect((await siteRequest(request, REGION, '/jobs')).headers()['x-page-cache']).toBe('hit');
  await signIn(page, REGION, recruiterOf(REGION), '/jobs');
  const response = await page.reload();
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  // The signed-in header, which no visitor's page has.
  await expect(page.getByText('Abmelden').first()).toBeAttached();
});
