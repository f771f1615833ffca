// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { HANDWERK, IT, PFLEGE, seedSite } from './front-page-testing';
import { jobBoardOverview } from './job-board-overview';

let handle: DbHandle;
const regions: string[] = [];
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await deleteTestRegions(handle, regions);
  await handle.close();
});

async function site(...args: Parameters<typeof seedSite> extends [unknown, unknown, ...infer R] ? R : never) {
  const regionId = testRegionId('overview');
  regions.push(regionId);
  return { regionId, ...(await seedSite(handle.db, regionId, ...args)) };
}

describe('the front page overview', () => {
  it('counts open jobs and the employers that have one; closed jobs count nowhere', async () => {
    const { regionId } = await site([
      { employer: 'Klinikum', town: 'Rosenheim' },
      { employer: 'Klinikum', town: 'Rosenheim' },
      { employer: 'Bäckerei', town: 'Nürnberg' },
      { employer: 'Schreinerei', town: 'Fürth', status: 'expired' },
      { employer: 'Schreinerei', town: 'Fürth', status: 'draft' },
      { employer: 'Schreinerei', town: 'Fürth', status: 'future' },
    ]);
    const overview = await jobBoardOverview(handle.db, regionId, new Date());
    expect(overview).toMatchObject({ openJobs: 3, employers: 2 });
  });

  it('features open jobs booked as top jobs, the newest first, at most the limit – never unflagged ones', async () => {
    const { regionId, jobIds } = await site([
      { employer: 'A', town: 'X', featured: true, ageHours: 5 },
      { employer: 'A', town: 'X', featured: true, ageHours: 1 },
      { employer: 'A', town: 'X', featured: true, ageHours: 3 },
      { employer: 'A', town: 'X', featured: true, status: 'expired' },
      { employer: 'A', town: 'X', ageHours: 0 },
    ]);
    const limits = { featured: 2, employers: 8, townFields: 12 };
    const overview = await jobBoardOverview(handle.db, regionId, new Date(), limits);
    expect(overview.featuredJobIds).toEqual([jobIds[1], jobIds[2]]);
  });

  it('has no featured jobs when none is booked', async () => {
    const { regionId } = await site([{ employer: 'A', town: 'X' }]);
    expect((await jobBoardOverview(handle.db, regionId, new Date())).featuredJobIds).toEqual([]);
  });

  it('ranks employers by open jobs (ties by name) and leaves out those without a public page', async () => {
    const { regionId, employerIds } = await site(
      [
        { employer: 'Zimmerei', town: 'X' },
        { employer: 'Zimmerei', town: 'X' },
        { employer: 'Autohaus', town: 'X' },
        { employer: 'Bäckerei', town: 'X' },
        { employer: 'Geheim GmbH', town: 'X' },
        { employer: 'Geheim GmbH', town: 'X' },
        { employer: 'Geheim GmbH', town: 'X' },
        { employer: 'Altbau', town: 'X', status: 'expired' },
        { employer: 'Altbau', town: 'X', status: 'expired' },
      ],
      { unpublished: ['Geheim GmbH'] },
    );
    const limits = { featured: 6, employers: 2, townFields: 12 };
    const overview = await jobBoardOverview(handle.db, regionId, new Date(), limits);
    expect(overview.topEmployers).toEqual([
      { id: employerIds.get('Zimmerei'), openJobs: 2 },
      { id: employerIds.get('Autohaus'), openJobs: 1 },
    ]);
    // Every employer with an open job counts, with a page or without.
    expect(overview.employers).toBe(4);
  });

  it('names the biggest town × field pairs with their open jobs', async () => {
    const { regionId } = await site([
      { employer: 'A', town: 'Rosenheim', fields: [PFLEGE] },
      { employer: 'A', town: 'Rosenheim', fields: [PFLEGE, HANDWERK] },
      { employer: 'A', town: 'Nürnberg', fields: [IT] },
      { employer: 'A', town: null, fields: [IT] },
      { employer: 'A', town: 'Fürth', fields: [IT], status: 'expired' },
      // Also for Fürth: it counts there, as search finds it there.
      { employer: 'A', town: 'Nürnberg', fields: [IT], furtherTowns: ['Fürth'] },
    ]);
    const overview = await jobBoardOverview(handle.db, regionId, new Date());
    expect(overview.popularTownFields).toEqual([
      { town: 'Nürnberg', fieldTid: IT, count: 2 },
      { town: 'Rosenheim', fieldTid: PFLEGE, count: 2 },
      { town: 'Fürth', fieldTid: IT, count: 1 },
      { town: 'Rosenheim', fieldTid: HANDWERK, count: 1 },
    ]);
  });
});
