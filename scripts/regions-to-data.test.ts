import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ALTERNATIVE_RADIUS_SET } from '../regions/defaults';
import type { RegionOverrides } from '../regions/schema';
import { toYaml } from './regions-to-data';
import { siteFileComments } from './regions-to-data/ts-comments';

const SOURCE = `import type { RegionOverrides } from '../schema';
import { ALTERNATIVE_RADIUS_SET } from '../defaults';

/** Testland: a region for the conversion's test. */
const testland: RegionOverrides = {
  HOSTS: ['jobs-testland.de'],
  SITENAME: 'Jobs in Testland',
  FEATURES: {
    // docs/product.md §1: the blog is on here.
    BLOG_FEATURE_ACTIVE: true,
  },
  GEO_INFO: {
    fixtures: [{ label: 'Teststadt', lat: 48.1, lng: 11.5 }],
    radius: ALTERNATIVE_RADIUS_SET,
  },
};

export default testland;
`;
const VALUE = {
  HOSTS: ['jobs-testland.de'],
  SITENAME: 'Jobs in Testland',
  FEATURES: { BLOG_FEATURE_ACTIVE: true },
  GEO_INFO: { fixtures: [{ label: 'Teststadt', lat: 48.1, lng: 11.5 }], radius: ALTERNATIVE_RADIUS_SET },
} as RegionOverrides;

describe('regions-to-data', () => {
  it('finds the doc comment, the comments above settings and the shared values a setting names', () => {
    expect(siteFileComments('testland.ts', SOURCE)).toEqual([
      { path: [], text: "Testland: a region for the conversion's test." },
      { path: ['FEATURES', 'BLOG_FEATURE_ACTIVE'], text: 'docs/product.md §1: the blog is on here.' },
      { path: ['GEO_INFO', 'radius'], text: 'Values of ALTERNATIVE_RADIUS_SET in regions/defaults.ts.' },
    ]);
  });

  it('writes YAML that reads back to the same settings, with the comments where they were', async () => {
    const yaml = await toYaml(VALUE, siteFileComments('testland.ts', SOURCE), join('regions', 'sites', 'x.yaml'));
    expect(parse(yaml)).toEqual(VALUE);
    expect(yaml).toBe(
      [
        "# Testland: a region for the conversion's test.",
        '',
        'HOSTS: [jobs-testland.de]',
        'SITENAME: Jobs in Testland',
        'FEATURES:',
        '  # docs/product.md §1: the blog is on here.',
        '  BLOG_FEATURE_ACTIVE: true',
        'GEO_INFO:',
        '  fixtures:',
        '    - { label: Teststadt, lat: 48.1, lng: 11.5 }',
        '  # Values of ALTERNATIVE_RADIUS_SET in regions/defaults.ts.',
        '  radius:',
        '    options: [5, 25, 50, 100, 200]',
        '    defaultValue: 100',
        '',
      ].join('\n'),
    );
  });
});
