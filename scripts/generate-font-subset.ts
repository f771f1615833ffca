/**
 * Writes lib/theme/fonts/inter-latin-de-wght.woff2, the preloaded typeface: Inter's Latin variable file
 * from @fontsource-variable/inter cut to the characters, weights and features of lib/theme/font-subset.ts
 * with harfbuzz (subset-font). 26 KB instead of 48 KB: the file competes with the page's first requests on
 * a phone's connection. Run after updating the font package or the subset:
 *   npx tsx scripts/generate-font-subset.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { SUBSET_FEATURES, SUBSET_WEIGHTS, subsetText } from '../lib/theme/font-subset';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const subset = await subsetFont(source, subsetText(), {
  targetFormat: 'woff2',
  variationAxes: { wght: SUBSET_WEIGHTS },
  keepFeatures: SUBSET_FEATURES,
});
const target = new URL('../lib/theme/fonts/inter-latin-de-wght.woff2', import.meta.url);
writeFileSync(target, subset);
console.log(`${target.pathname}: ${source.length} → ${subset.length} bytes`);
