import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { employerPaths, openJobPaths, siteUrl } from './helpers';

/** Every page type that exists, on two sites with different colours. */
const PAGES = [
  ['front page', '/'],
  ['job listing', '/jobs?search=Pflege'],
  ['job listing with facets', '/jobs/teilzeit?search=Pflege&page=1'],
  ['job page', 'first open job'],
  ['employer search', '/arbeitgeber'],
  ['employer search with a filter', '/arbeitgeber?search=a&page=1'],
  ['employer page', 'first employer'],
  ['job alert confirmation', '/user/suchauftrag/bestaetigen?token=ungueltig'],
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
          const target = path === 'first open job' ? (await openJobPaths(request, region))[0] : path === 'first employer' ? (await employerPaths(request, region))[0] : path;
          await page.goto(siteUrl(region, target));
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
    }
  });
}
