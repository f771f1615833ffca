import { expect, test } from './fixtures';
import {
  employerPaths,
  endedJobPath,
  expectNoSeriousViolations,
  jobWithApplicationForm,
  openJobPaths,
  PORT,
  siteUrl,
} from './helpers';

/** Every page type that exists, on two sites with different colours. */
const PAGES = [
  ['front page', '/'],
  ['job listing', '/jobs?search=Pflege'],
  ['job listing with facets', '/jobs/teilzeit?search=Pflege&page=1'],
  ['job page', 'first open job'],
  ['ended job page (410, similar jobs)', 'ended job'],
  ['employer search', '/arbeitgeber'],
  ['employer search with a filter', '/arbeitgeber?search=a&page=1'],
  ['employer page', 'first employer'],
  ['job alert confirmation', '/user/suchauftrag/bestaetigen?token=ungueltig'],
  ['job alert unsubscribe', '/user/suchauftrag/abmelden?token=ungueltig'],
  ['resume entry', '/lebenslauf'],
  ['resume search', '/bewerbersuche'],
  ['landing page', '/datenschutz'],
  ['404 page', '/gibt-es-nicht'],
  ['410 page', '/sommerjobs-2019'],
] as const;

const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [name, path] of PAGES) {
      for (const region of ['franken', 'rosenheim']) {
        test(`${name} on ${region} has no serious or critical WCAG 2.1 AA violation`, async ({ page, request }) => {
          const target =
            path === 'first open job'
              ? (await openJobPaths(request, region))[0]
              : path === 'first employer'
                ? (await employerPaths(request, region))[0]
                : path === 'ended job'
                  ? endedJobPath(region)
                  : path;
          await page.goto(siteUrl(region, target));
          await expectNoSeriousViolations(page);
        });
      }
    }

    test('application form with the server’s field errors', async ({ page, request }) => {
      await jobWithApplicationForm(page, request, 'franken');
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });
      await form.getByLabel('Vorname').fill('Lena');
      await form.getByLabel('Nachname').fill('Maier');
      await form.getByLabel('E-Mail-Adresse').fill('lena.maier@beispiel.de');
      await form.getByLabel(/^Anschreiben/).fill('Guten Tag.');
      for (const yes of await form.getByRole('radio', { name: 'Ja' }).all()) await yes.check();
      await form
        .getByLabel(/^Lebenslauf und weitere Unterlagen/)
        .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('kein PDF') });
      await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
      await expect(page.locator('#apply-errors')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the directory of all sites on localhost', async ({ page }) => {
      await page.goto(`http://localhost:${PORT}/`);
      await expect(page.getByRole('link', { name: /Franken/ }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
