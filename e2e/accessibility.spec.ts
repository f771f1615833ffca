import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { siteUrl } from './helpers';

/** Every page type that exists, on two sites with different colours. */
const PAGES = [
  ['front page', '/'],
  ['job listing', '/jobs?search=Pflege'],
  ['employer search', '/arbeitgeber'],
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
        test(`${name} on ${region} has no serious or critical WCAG 2.1 AA violation`, async ({ page }) => {
          await page.goto(siteUrl(region, path));
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
    }
  });
}
