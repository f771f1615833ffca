/**
 * Writes the settings and flag tables of regions/README.md from regions/schema.ts, the defaults, the site files and
 * the descriptions in regions/settings-reference.ts and regions/feature-reference.ts. Run
 * `npx tsx scripts/regions-readme.ts` after changing any of them; regions/readme.test.ts fails until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_OVERRIDES } from '../regions/registry';
import { settingsTables, undocumentedSettings, withTables } from '../regions/settings-table';

const README = join(import.meta.dirname, '..', 'regions', 'README.md');

const missing = undocumentedSettings();
if (missing.length) throw new Error(`No row in regions/settings-reference.ts for: ${missing.join(', ')}`);
writeFileSync(README, withTables(readFileSync(README, 'utf8'), settingsTables(SITE_OVERRIDES)));
console.log('regions/README.md: settings tables written.');
