import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featureFlags, regionConfig } from './schema';
import { SITE_OVERRIDES } from './registry';
import { settingsTables, undocumentedSettings, withTables } from './settings-table';

const README = readFileSync(new URL('./README.md', import.meta.url), 'utf8');

describe('regions/README.md for operators', () => {
  it('describes every setting of the schema', () => {
    expect(undocumentedSettings()).toEqual([]);
  });

  it.each(Object.keys(regionConfig.shape).filter((key) => key !== 'id'))('has a row for %s', (key) => {
    expect(README).toMatch(new RegExp(`^\\| \`${key}(\\.[A-Za-z]+)?\` \\|`, 'm'));
  });

  it.each(Object.keys(featureFlags.shape))('has a row for the flag %s', (flag) => {
    expect(README).toMatch(new RegExp(`^\\| \`${flag}\` \\|`, 'm'));
  });

  it('holds the tables as the sites set them now (else run npx tsx scripts/regions-readme.ts)', () => {
    expect(withTables(README, settingsTables(SITE_OVERRIDES))).toBe(README);
  });
});
