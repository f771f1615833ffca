import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { taxonomyTerms } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { seedSite } from '../jobs/front-page-testing';
import { listTownRoutes } from './list-town-routes';
import { renderUrlSet } from './render-sitemap';

let handle: DbHandle;
const regionId = testRegionId('town-sitemap');
const PFLEGE = 900_000_000 + randomInt(0, 90_000_000);
const IT = PFLEGE + 1;

beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.insert(taxonomyTerms).values([
    { vocabulary: 'occupational_field', tid: PFLEGE, label: 'Pflege', pathAliases: { de: `pflege-${PFLEGE}` } },
    { vocabulary: 'occupational_field', tid: IT, label: 'IT', pathAliases: { de: `it-${PFLEGE}` } },
  ]);
  await seedSite(handle.db, regionId, [
    { employer: 'Klinikum', town: 'Nürnberg', fields: [PFLEGE] },
    { employer: 'Klinikum', town: 'Saarbrücken', fields: [PFLEGE, IT] },
    { employer: 'Klinikum', town: 'Fürth', fields: [IT], status: 'expired' },
  ]);
});
afterAll(async () => {
  await deleteTestRegions(handle, [regionId]);
  await handle.db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [PFLEGE, IT]));
  await handle.close();
});

describe('the page sitemap’s town landing pages', () => {
  it('lists every town and town × field page with open jobs under the listing’s clean URL', async () => {
    const routes = await listTownRoutes(handle.db, regionId);
    expect(routes.map((r) => r.path)).toEqual([
      `/jobs/it-${PFLEGE}/saarbruecken`,
      '/jobs/nuernberg',
      `/jobs/pflege-${PFLEGE}/nuernberg`,
      `/jobs/pflege-${PFLEGE}/saarbruecken`,
      '/jobs/saarbruecken',
    ]);
    const xml = renderUrlSet('https://jobs-in-franken.de', routes);
    expect(xml).toContain(`<loc>https://jobs-in-franken.de/jobs/pflege-${PFLEGE}/nuernberg</loc>`);
    expect(xml).not.toContain('fuerth');
  });
});
