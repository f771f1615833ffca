import { expect, test, type Page } from './fixtures';
import { startOidcTestServer, type OidcTestServer } from '../lib/data/auth/oidc-server-testing';
import { expectNoSeriousViolations, PORT, siteUrl } from './helpers';

/**
 * docs/product.md §9 social login against the OpenID Connect stand-in the e2e server's Google provider asks
 * (scripts/e2e-server.sh: AUTH_GOOGLE_ISSUER on E2E_OIDC_PORT, this client). Göttingen turns social login on; only
 * Google has credentials there, so only its button shows. Without script: the buttons are plain forms.
 */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 5);
const CLIENT = { id: 'e2e-google-client', secret: 'e2e-google-secret' };
const SITE = 'goettingen';

let oidc: OidcTestServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  oidc = await startOidcTestServer(CLIENT, OIDC_PORT);
});
test.afterAll(async () => oidc?.close());

/** The session as the browser has it (the page opens /api/auth/session, whose JSON it shows as text). */
async function sessionOf(page: Page) {
  await page.goto(siteUrl(SITE, '/api/auth/session'));
  return JSON.parse((await page.locator('body').textContent()) ?? '{}');
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('Google on Göttingen: the first sign-in creates the account and lands with the sign-up marker; the second signs in to it', async ({
    browser,
  }) => {
    const email = `sofia-${Date.now().toString(36)}@beispiel.de`;
    oidc.person = { sub: `sub-${email}`, email, emailVerified: true, name: 'Sofia Sozial' };

    const first = await browser.newPage();
    await first.goto(siteUrl(SITE, '/user/login'));
    await first.getByRole('button', { name: 'Mit Google anmelden' }).click();
    await expect(first).toHaveURL(siteUrl(SITE, '/?signup=social'));
    const session = await sessionOf(first);
    expect(session.user).toMatchObject({ email, name: 'Sofia Sozial', roles: ['applicant'] });
    await first.close();

    const second = await browser.newPage();
    await second.goto(siteUrl(SITE, '/user/register'));
    await second.getByRole('button', { name: 'Mit Google anmelden' }).click();
    await expect(second).toHaveURL(siteUrl(SITE, '/'));
    expect((await sessionOf(second)).user.id).toBe(session.user.id);
    await second.close();
  });
});

test('the buttons: only providers with credentials, in German, axe clean at 390 and 1280 px', async ({ page }) => {
  for (const path of ['/user/login', '/user/register']) {
    await page.goto(siteUrl(SITE, path));
    const social = page.getByRole('region', { name: 'Mit einem bestehenden Konto' });
    await expect(social.getByRole('button')).toHaveText(['Mit Google anmelden']);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(page);
    }
  }
});

test('a site without social login shows no button, and its provider route never reaches the provider', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('franken', '/user/login'));
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mit (LinkedIn|Google|Facebook) anmelden$/ })).toHaveCount(0);
  // Node does not resolve *.localhost as browsers do: 127.0.0.1 with the site's Host (as siteRequest does).
  const response = await request.post(`http://127.0.0.1:${PORT}/api/auth/signin/google`, {
    form: { callbackUrl: '/' },
    headers: { Host: `franken.localhost:${PORT}`, Origin: siteUrl('franken', '') },
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe(siteUrl('franken', '/user/login?callbackUrl=%2F'));
});
