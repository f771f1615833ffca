import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteRequest, siteUrl } from './helpers';
import { focused, tabTo } from './keyboard-helpers';
import { signIn } from './posting-helpers';

/**
 * The Merkliste (docs/product-decisions.md "Merkliste"): on Franken a visitor saves jobs with the keyboard, kept
 * in the browser only, sees them on /merkliste, signs in and finds them merged into the demo applicant's list
 * (no job twice, the browser's list emptied), and removes one by keyboard and one without script. Rosenheim has
 * the Merkliste off: no toggle, no header entry, /merkliste is 404.
 */
const APPLICANT = 'bewerber@franken.demo.example';
const SAVE = 'Merken: ';

/** The listing once the toggles know the browser's list (they stay hidden until then). */
async function listingWithToggles(page: Page, path = '/jobs') {
  await page.goto(siteUrl('franken', path));
  await expect(page.getByRole('button', { name: new RegExp(`^${SAVE}`) }).first()).toBeVisible();
}

/** The jobs the Merkliste shows, as the ids of their links, in order. */
async function listedJobs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main ol article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return hrefs.map((href) => href!.replace('/job/', ''));
}

const notice = (page: Page) => page.locator('#merkliste-hinweis');

const browserList = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('merkliste') ?? 'null') as { items: unknown[] } | null)?.items);

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('saved by keyboard before sign-in, kept in the browser, merged into the account on sign-in', async ({
    page,
    browser,
  }) => {
    const bookmarkCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /Bookmark/.test(request.postData() ?? ''))
        bookmarkCalls.push(/(?:query|mutation) (\w+)/.exec(request.postData()!)![1]);
    });
    await listingWithToggles(page);

    // Two jobs by keyboard: Enter on the first toggle, Space on the next one.
    const first = await tabTo(page, (f) => f.tag === 'button' && f.label.startsWith(SAVE), 'the first Merken button');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page))?.label).toBe(`Gemerkt: ${first.label.slice(SAVE.length)}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    const second = await tabTo(page, (f) => f.tag === 'button' && f.label.startsWith(SAVE), 'the next Merken button');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await focused(page))?.label).toBe(`Gemerkt: ${second.label.slice(SAVE.length)}`);
    const titles = [second, first].map((f) => f.label.slice(SAVE.length));

    // Kept in this browser only: no cookie, nothing sent to the server.
    expect(await browserList(page)).toHaveLength(2);
    expect(bookmarkCalls).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name).filter((name) => !name.startsWith('next-auth'))).toEqual(
      [],
    );
    const entry = page.getByRole('banner').getByRole('link', { name: 'Merkliste (2 gemerkte Stellen)' });
    await expect(entry).toBeVisible();

    // The browser's Merkliste: newest first, the jobs' public data asked in one request.
    await entry.click();
    await expect(page).toHaveURL(siteUrl('franken', '/merkliste'));
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.locator('main ol article h2')).toHaveText(titles);
    expect(bookmarkCalls).toEqual(['BookmarkedJobs']);
    const saved = await listedJobs(page);
    await expectNoSeriousViolations(page);

    // Signed in: the account's list (the demo's jobs) with the browser's merged in, each job once.
    await signIn(page, 'franken', APPLICANT, '/merkliste');
    await expect.poll(() => listedJobs(page)).toEqual(expect.arrayContaining(saved));
    const merged = await listedJobs(page);
    expect(new Set(merged).size).toBe(merged.length);
    expect(merged.length).toBeGreaterThan(2);
    expect(await browserList(page)).toBeUndefined();
    await expect(page.getByText('Nicht mehr online').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    // Removing by keyboard: the form's answer puts focus on what happened.
    await tabTo(page, (f) => f.tag === 'button' && f.label === `„${titles[0]}“ von der Merkliste entfernen`, 'remove');
    await page.keyboard.press('Enter');
    await expect(notice(page)).toHaveText('Die Stelle ist nicht mehr auf deiner Merkliste.');
    await expect(notice(page)).toBeFocused();
    await expect.poll(() => listedJobs(page)).toEqual(merged.filter((id) => id !== saved[0]));
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Merkliste (${merged.length - 1} gemerkte Stellen)` }),
    ).toBeVisible();

    // Without script the page and its forms work the same for the signed-in user.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noScript = await plain.newPage();
    await noScript.goto(siteUrl('franken', '/merkliste'));
    await noScript.getByRole('button', { name: `„${titles[1]}“ von der Merkliste entfernen` }).click();
    await expect(notice(noScript)).toHaveText('Die Stelle ist nicht mehr auf deiner Merkliste.');
    expect(await listedJobs(noScript)).toEqual(merged.filter((id) => !saved.includes(id)));
    await plain.close();
  });
});

test('a site with the Merkliste off has no toggle, no header entry and no /merkliste', async ({ page, request }) => {
  await page.goto(siteUrl('rosenheim', '/jobs'));
  await expect(page.locator('[data-auth-state]')).not.toHaveAttribute('data-auth-state', 'loading');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Merken|Gemerkt)/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Merkliste/ })).toHaveCount(0);
  expect((await siteRequest(request, 'rosenheim', '/merkliste')).status()).toBe(404);
  expect((await siteRequest(request, 'franken', '/merkliste')).status()).toBe(200);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the listing with its toggles and the browser’s Merkliste have no serious WCAG 2.1 AA violation', async ({
      page,
    }) => {
      await listingWithToggles(page, '/jobs?search=Pflege');
      await page
        .getByRole('button', { name: new RegExp(`^${SAVE}`) })
        .first()
        .click();
      await expect(page.getByRole('button', { name: /^Gemerkt: / })).toHaveCount(1);
      await expectNoSeriousViolations(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Merkliste/ })
        .click();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expectNoSeriousViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
