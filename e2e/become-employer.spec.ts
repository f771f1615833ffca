import { expect, test } from './fixtures';
import { getRegion } from '../regions/registry';
import { expectNoSeriousViolations, openSite, siteRequest } from './helpers';

// The page for employers, reached as a company would find it: from the header, without script, on a phone
// and a desktop; its prices come from the catalogue with net and gross, and its buttons lead on.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width}px without script`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test('the page for employers shows what an ad includes, net and gross prices and the ways on', async ({ page }) => {
      const response = await openSite(page, 'franken', '/arbeitgeber-werden');
      expect(response.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fachkräfte in Franken finden');
      await expect(page.getByRole('heading', { name: 'Das enthält jede Stellenanzeige' })).toBeVisible();
      const pack = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '5 Stellenanzeigen' }) });
      await expect(pack).toContainText('1.095,00 € netto');
      await expect(pack).toContainText('1.303,05 € inkl. 19 % MwSt.');
      await expect(page.getByText('Anzeigen neuer Unternehmen prüft unsere Redaktion')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Jetzt als Arbeitgeber registrieren' }).first()).toHaveAttribute(
        'href',
        '/user/arbeitgeber-registrieren',
      );
      await expect(page.getByRole('link', { name: 'Kontakt aufnehmen' }).first()).toHaveAttribute('href', '/kontakt');
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(
        '/arbeitgeber-werden',
      );
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
        'Netto- und Bruttopreisen',
      );
    });
  });

  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    test('the page for employers has no serious accessibility violations', async ({ page }) => {
      await openSite(page, 'franken', '/arbeitgeber-werden');
      await expectNoSeriousViolations(page);
    });
  });
}

test('header and footer of every site lead to the page for employers, which is in the sitemap', async ({
  page,
  request,
}) => {
  for (const regionId of ['franken', 'saarland']) {
    await openSite(page, regionId, '/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Für Arbeitgeber' })).toHaveAttribute(
      'href',
      '/arbeitgeber-werden',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Für Arbeitgeber' }).first()).toHaveAttribute(
      'href',
      '/arbeitgeber-werden',
    );
    const sitemap = await (await siteRequest(request, regionId, '/page/sitemap.xml')).text();
    expect(sitemap).toContain('/arbeitgeber-werden</loc>');
  }
});

test('the Impressum names the seller of the config, the company that invoices', async ({ page }) => {
  const seller = getRegion('franken')!.SELLER;
  await openSite(page, 'franken', '/impressum');
  const article = page.getByRole('article');
  await expect(article).toContainText(seller.name);
  await expect(article).toContainText(seller.vatId);
  await expect(article).toContainText(`${seller.registerCourt}, ${seller.registerNumber}`);
  await openSite(page, 'franken', '/agb');
  await expect(page.getByRole('article')).toContainText(seller.name);
});
