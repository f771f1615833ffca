import { expect, test } from './fixtures';
import { expectFramingHeaders, openSite, siteRequest, siteUrl } from './helpers';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Three sites with different brands, radius sets and contact targets. */
const SITES = [
  { id: 'franken', name: 'Jobs in Franken', contact: '/kontakt-joblocal' },
  { id: 'rosenheim', name: 'rosenheimjobs', contact: '/kontakt-rosenheimjobs' },
  { id: 'nrw', name: 'JOBmarktNRW', contact: '/kontakt-JOBmarktNRW' },
];

for (const site of SITES) {
  test.describe(`${site.id}.localhost`, () => {
    test('shows its own name, logo and German job listing with framing headers', async ({ page }) => {
      const response = await openSite(page, site.id, '/jobs');
      expect(response.status()).toBe(200);
      await expectFramingHeaders(response.headers());
      await expect(page).toHaveTitle(new RegExp(site.name));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      // The site's mark, inlined in the header (it paints with the first text) at 40 × 40, beside its name.
      const home = page.getByRole('link', { name: `${site.name} – zur Startseite` });
      await expect(home.locator('svg title')).toHaveText(site.name);
      expect(await home.locator('svg').boundingBox()).toMatchObject({ width: 40, height: 40 });
      await expect(home.locator('[data-site-name]')).toHaveText(site.name);
      await expect(page.getByRole('link', { name: 'Jobs', exact: true }).first()).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jobs$/);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(jsonLd['@type']).toBe('Organization');
      expect(jsonLd.name).toBe(site.name);
    });

    test('serves the German paths and sends English ones there', async ({ page }) => {
      await openSite(page, site.id, '/arbeitgeber');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Arbeitgeber in');
      await openSite(page, site.id, '/bewerbersuche');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bewerbersuche');
      await openSite(page, site.id, '/resume');
      expect(new URL(page.url()).pathname).toBe('/lebenslauf');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Lebenslauf');
    });

    test('/kontakt leads to the site contact page', async ({ page }) => {
      const response = await openSite(page, site.id, '/kontakt');
      expect(new URL(page.url()).pathname).toBe(site.contact);
      expect(response.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Kontakt');
    });
  });
}

test('redirects: temporary for /kontakt and /robots.txt, permanent for upper-case job paths', async ({
  page,
  request,
}) => {
  const kontakt = await siteRequest(request, 'rosenheim', '/kontakt');
  expect(kontakt.status()).toBe(307);
  expect(kontakt.headers().location).toContain('/kontakt-rosenheimjobs');
  await expectFramingHeaders(kontakt.headers());
  const robots = await siteRequest(request, 'franken', '/robots.txt');
  expect(robots.status()).toBe(307);
  expect(robots.headers().location).toContain('/robots/franken.txt');
  const upper = await siteRequest(request, 'franken', '/Jobs');
  expect(upper.status()).toBe(308);
  expect(upper.headers().location).toMatch(/\/jobs$/);
  await openSite(page, 'franken', '/Jobs?router=1&search=Koch');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/jobs?search=Koch');
});

test('landing pages: content, a redirect, a real 404 and a real 410', async ({ page, request }) => {
  await openSite(page, 'saarland', '/impressum');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Impressum');
  const moved = await siteRequest(request, 'saarland', '/stellenangebote');
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toContain('/jobs');
  const missing = await openSite(page, 'saarland', '/gibt-es-nicht');
  expect(missing.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  const gone = await openSite(page, 'saarland', '/sommerjobs-2019');
  expect(gone.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht mehr');
});

test('every kind of missing page is the German 404 in the site’s shell, rendered on the server', async ({
  request,
}) => {
  // Fetched without a browser: what a search engine, a screen reader before scripts, or a visitor without JavaScript gets.
  const missing = [
    '/gibt-es-nicht',
    '/jobs/gibt-es-nicht',
    '/job/00000000-0000-0000-0000-000000000000',
    '/organization/gibt-es-nicht',
    '/checkout/unbekannt',
    '/job/a/b',
  ];
  for (const path of missing) {
    const response = await siteRequest(request, 'franken', path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<html lang="de">');
    expect(html, path).toContain('<title>Seite nicht gefunden | Jobs in Franken</title>');
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).toMatch(/<h1>Seite nicht gefunden<\/h1>.*Aktuelle Jobs ansehen/s);
  }
});

test('the sidebar menu is collapsed by default on a phone and opens on demand', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(siteUrl('chiemgau', '/'));
  const sidebar = page.getByRole('navigation', { name: 'Seitennavigation' });
  await expect(sidebar).toBeHidden();
  await page.locator('summary', { hasText: 'Menü' }).click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Arbeitgeber', exact: true })).toHaveAttribute('href', '/arbeitgeber');
  await expect(sidebar.getByRole('link', { name: 'Für Arbeitgeber' })).toHaveAttribute('href', '/arbeitgeber-werden');
  await context.close();
});

test('an unknown host gets a German 404 and no site content', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/jobs`, {
    headers: { Host: 'fremde-domain.example' },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Unbekannte Adresse');
});

test('the benchmark’s routes do not exist unless the server was started for the benchmark', async ({ request }) => {
  expect((await siteRequest(request, 'franken', '/bench/jobs-ceiling?search=Pflege')).status()).toBe(404);
  const empty = await request.get(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/bench/empty`, {
    headers: { Host: 'localhost' },
  });
  expect(empty.status()).toBe(404);
});

test('messages are served per locale; an unknown locale is a JSON 404', async ({ request }) => {
  const de = await siteRequest(request, 'franken', '/api/messages/de');
  expect(de.status()).toBe(200);
  expect((await de.json()).nav.jobs).toBe('Jobs');
  const xx = await siteRequest(request, 'franken', '/api/messages/xx');
  expect(xx.status()).toBe(404);
  expect((await xx.json()).error).toContain('xx');
});

test('every one of the 28 sites answers /jobs with 200, the framing headers and its own name', async ({ request }) => {
  const { REGIONS } = await import('../regions/registry');
  expect(REGIONS).toHaveLength(28);
  for (const region of REGIONS) {
    const response = await siteRequest(request, region.id, '/jobs');
    expect(response.status(), region.id).toBe(200);
    await expectFramingHeaders(response.headers());
    // "Jobs im Saarland: 1.234 Stellen", with " | SITENAME" unless the title says the site's name already.
    const heading = `Jobs ${region.REGION_NAME_IN}`;
    const suffix = heading.toLowerCase().includes(region.SITENAME.toLowerCase()) ? '' : ` | ${region.SITENAME}`;
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1].replace(/&amp;/g, '&');
    expect(title, region.id).toMatch(
      new RegExp(`^${escapeRegExp(heading)}: (\\d{1,3}(\\.\\d{3})* Stellen?|keine Stellen)${escapeRegExp(suffix)}$`),
    );
  }
});
