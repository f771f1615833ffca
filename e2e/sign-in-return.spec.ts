import { expect, test, type Page } from './fixtures';
import { PORT, siteRequest, siteUrl } from './helpers';
import { waitForMailWhere } from './mail-catcher';
import { parseMail } from '../server/mail/testing';
import { DEMO_PASSWORD } from '../server/seed/users';

/**
 * The header's "Anmelden" carried the internal route the proxy rewrites to
 * (`callbackUrl=%2Ffranken`, `%2Ftraunstein%2Fresume`), so signing in ended on "Seite nicht gefunden", and
 * from /jobs the search was dropped. The link names the public address with its query, and signing in (by
 * password or by e-mailed link) returns there.
 */
const header = (page: Page) => page.locator('header');
const signInLink = (page: Page) => header(page).getByRole('link', { name: 'Anmelden' });
const loginHref = (back: string) => `/user/login?callbackUrl=${encodeURIComponent(back)}`;
/** The header's own link is marked `via=header` (lib/auth/dispatch.ts): a sign-up from it may land elsewhere. */
const headerHref = (back: string) => (back === '/' ? '/user/login?via=header' : `${loginHref(back)}&via=header`);

async function signInWithDemoPassword(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Mit Passwort' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
}

/** Signed in, on a page of the site (not the 404 page). */
async function expectSignedInOn(page: Page, url: string, heading: string | RegExp) {
  await page.waitForURL(url);
  await expect(header(page).locator('[data-auth-state="signed-in"]')).toBeVisible();
  await expect(page.locator('h1')).toHaveText(heading);
}

const SEARCH = { franken: 'Nürnberg', traunstein: 'Traunstein' } as const;

for (const regionId of ['franken', 'traunstein'] as const) {
  test(`${regionId}: every "Anmelden" names the public address with its query, also in the server's HTML`, async ({
    page,
    request,
  }) => {
    const search = `/jobs?search=Pflege&geo_location=${encodeURIComponent(SEARCH[regionId])}`;
    // [page, its sign-in link: in the browser and in the server-rendered HTML alike (no script needed)]
    const cases = [
      ['/', headerHref('/')],
      ['/lebenslauf', headerHref('/lebenslauf')],
      ['/bewerbersuche?page=2', headerHref('/bewerbersuche?page=2')],
      [search, headerHref(search)],
    ] as const;
    for (const [path, href] of cases) {
      await page.goto(siteUrl(regionId, path));
      await expect(signInLink(page), path).toHaveAttribute('href', href);
      const html = await (await siteRequest(request, regionId, path)).text();
      expect(html, path).toContain(`href="${href.replaceAll('&', '&amp;')}"`);
      expect(html, path).not.toContain(`callbackUrl=%2F${regionId}`);
    }
  });
}

test('a return address sent by the client is never used: the proxy sets it from the URL asked for', async ({
  request,
}) => {
  const response = await request.get(`http://127.0.0.1:${PORT}/lebenslauf`, {
    headers: { Host: `franken.localhost:${PORT}`, 'x-jobboard-public-address': '/jobs?search=Eingeschleust' },
    maxRedirects: 0,
  });
  const html = await response.text();
  expect(html).toContain(`href="${headerHref('/lebenslauf').replaceAll('&', '&amp;')}"`);
  expect(html).not.toContain('Eingeschleust');
});

test('franken: from a job search, signing in by password returns to the same search', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs?search=Pflege&geo_location=N%C3%BCrnberg'));
  const searched = page.url();
  expect(new URL(searched).searchParams.get('search')).toBe('Pflege');
  await expect(signInLink(page)).toHaveAttribute('href', /search%3DPflege/);
  await signInLink(page).click();
  await page.waitForURL((url) => url.pathname === '/user/login');
  await signInWithDemoPassword(page, 'bewerber@franken.demo.example');
  await page.waitForURL(searched);
  await expect(header(page).locator('[data-auth-state="signed-in"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toHaveCount(0);
});

test('traunstein: from a job search, /lebenslauf and the front page, signing in by password returns there', async ({
  browser,
}) => {
  for (const [path, heading] of [
    ['/jobs?search=Pflege&geo_location=Traunstein', /./],
    ['/lebenslauf', 'Dein Lebenslauf'],
    ['/', /./],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(siteUrl('traunstein', path));
    // The address the page is on, query included: where signing in must return to.
    const here = new URL(page.url());
    expect(here.search).toBe(new URL(siteUrl('traunstein', path)).search);
    const back = `${here.pathname}${here.search}`;
    await expect(signInLink(page)).toHaveAttribute('href', headerHref(back));
    await signInLink(page).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await signInWithDemoPassword(page, 'bewerber@traunstein.demo.example');
    await expectSignedInOn(page, here.toString(), heading);
    await context.close();
  }
});

test('franken: from a search of /bewerbersuche, signing in by e-mailed link returns there', async ({ page }) => {
  const email = 'arbeitgeber@franken.demo.example';
  const path = '/bewerbersuche?search=Pflege';
  await page.goto(siteUrl('franken', path));
  await expect(signInLink(page)).toHaveAttribute('href', headerHref(path));
  await signInLink(page).click();
  await page.waitForURL((url) => url.pathname === '/user/login');
  const linkForm = page.getByRole('form', { name: 'Mit einem Link per E-Mail' });
  await linkForm.getByLabel('E-Mail-Adresse').fill(email);
  await linkForm.getByRole('button', { name: 'Anmeldelink senden' }).click();
  await expect(page.getByRole('status')).toContainText('Prüfe dein Postfach');
  const caught = await waitForMailWhere(
    (m) => m.to.includes(email) && parseMail(m.raw).subject.startsWith('Dein Anmeldelink'),
    `sign-in link to ${email}`,
  );
  const link = /http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(parseMail(caught.raw).text)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expectSignedInOn(page, siteUrl('franken', path), 'Bewerbersuche');
});
