import { describe, expect, it } from 'vitest';
import { REGIONS } from './registry';

// docs/product.md §9 and the first-visit review: "Jobs in Saarland" on a site called "Jobs im Saarland" reads wrong.
const EXPECTED: Array<[string, string, string]> = [
  ['saarland', 'im Saarland', 'aus dem Saarland'],
  ['allgaeu', 'im Allgäu', 'aus dem Allgäu'],
  ['chiemgau', 'im Chiemgau', 'aus dem Chiemgau'],
  ['schwarzwald', 'im Schwarzwald', 'aus dem Schwarzwald'],
  ['franken', 'in Franken', 'aus Franken'],
  ['berlin-brandenburg', 'in Berlin und Brandenburg', 'aus Berlin und Brandenburg'],
];

describe('site names in running text', () => {
  it.each(EXPECTED)('%s: "%s", "%s"', (id, inForm, fromForm) => {
    const region = REGIONS.find((r) => r.id === id);
    expect([region?.REGION_NAME_IN, region?.REGION_NAME_FROM]).toEqual([inForm, fromForm]);
  });

  it('every site whose name says "im …" uses the same form in running text', () => {
    for (const region of REGIONS) {
      const article = /^Jobs (im|in der) /.exec(region.SITENAME)?.[1];
      if (article) expect(region.REGION_NAME_IN.startsWith(`${article} `), region.id).toBe(true);
    }
  });
});
