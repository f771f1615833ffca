// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { HANDWERK, IT, PFLEGE, seedSite } from './front-page-testing';
import { findTownPage, listTownPages } from './town-pages';

let handle: DbHandle;
const regionId = testRegionId('towns');
const otherRegion = testRegionId('towns');
const now = () => new Date();

beforeAll(async () => {
  handle = await openTestDb();
  await seedSite(handle.db, regionId, [
    { employer: 'Klinikum', town: 'Nürnberg', fields: [PFLEGE] },
    { employer: 'Klinikum', town: 'Nürnberg', fields: [PFLEGE, HANDWERK] },
    { employer: 'Klinikum', town: 'St. Wendel', fields: [PFLEGE] },
    { employer: 'Klinikum', town: 'Sankt Wendel', fields: [PFLEGE] },
    { employer: 'Klinikum', town: 'Sankt Wendel', fields: [IT] },
    { employer: 'Klinikum', town: 'Fürth', fields: [IT], status: 'expired' },
    { employer: 'Klinikum', town: null, fields: [IT] },
    // A job in two towns (a further place named like the main one counts once).
    { employer: 'Klinikum', town: 'Schwabach', fields: [HANDWERK], furtherTowns: ['Zirndorf', 'Schwabach'] },
  ]);
  await seedSite(handle.db, otherRegion, [{ employer: 'Anderswo', town: 'Erlangen', fields: [IT] }]);
});
afterAll(async () => {
  await deleteTestRegions(handle, [regionId, otherRegion]);
  await handle.close();
});

describe('town landing pages exist only where open jobs are', () => {
  it.each([
    ['a town with open jobs', 'nuernberg', null, { town: 'Nürnberg', slug: 'nuernberg', count: 2 }],
    ['a field in that town', 'nuernberg', PFLEGE, { town: 'Nürnberg', slug: 'nuernberg', count: 2 }],
    ['another field with a job there', 'nuernberg', HANDWERK, { town: 'Nürnberg', slug: 'nuernberg', count: 1 }],
    ['a field without jobs in the town', 'nuernberg', IT, null],
    ['a town whose jobs have all ended', 'fuerth', null, null],
    ['a town of another site', 'erlangen', null, null],
    ['a town nobody posts in', 'hamburg', null, null],
    ['a slug as nobody writes it', 'Nuernberg', null, null],
    ['an empty slug', '', null, null],
    // Two spellings, one page: the label with more jobs names it.
    ['a town spelt two ways', 'sankt-wendel', null, { town: 'Sankt Wendel', slug: 'sankt-wendel', count: 2 }],
    ['a town that is a further place of a job', 'zirndorf', null, { town: 'Zirndorf', slug: 'zirndorf', count: 1 }],
    ['a field there', 'zirndorf', HANDWERK, { town: 'Zirndorf', slug: 'zirndorf', count: 1 }],
    ['the main town of that job', 'schwabach', null, { town: 'Schwabach', slug: 'schwabach', count: 1 }],
    ['a field in a town spelt two ways', 'sankt-wendel', IT, { town: 'Sankt Wendel', slug: 'sankt-wendel', count: 1 }],
  ])('%s: /jobs/…/%s', async (_case, slug, fieldTid, expected) => {
    expect(await findTownPage(handle.db, { regionId, slug, fieldTid, now: now() })).toEqual(expected);
  });

  it('the sitemap lists each town and each field in it once, and nothing without open jobs', async () => {
    const pages = await listTownPages(handle.db, regionId, now());
    expect(pages.map((p) => `${p.slug}/${p.fieldTid ?? ''}`).sort()).toEqual(
      [
        'nuernberg/',
        `nuernberg/${PFLEGE}`,
        `nuernberg/${HANDWERK}`,
        'sankt-wendel/',
        `sankt-wendel/${PFLEGE}`,
        `sankt-wendel/${IT}`,
        'schwabach/',
        `schwabach/${HANDWERK}`,
        'zirndorf/',
        `zirndorf/${HANDWERK}`,
      ].sort(),
    );
    for (const page of pages) expect(page.lastModified.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
