import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { organizationPageExists } from './organization-status';

let handle: DbHandle;
const region = testRegionId('org-status');
const other = testRegionId('org-status-other');
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.insert(organizations).values([
    { regionId: region, slug: `offen-${tag}`, name: 'Offen GmbH' },
    { regionId: region, slug: `entwurf-${tag}`, name: 'Entwurf GmbH', published: false },
    { regionId: other, slug: `woanders-${tag}`, name: 'Woanders GmbH' },
  ]);
});
afterAll(async () => {
  await deleteTestRegions(handle, [region, other]);
  await handle.close();
});

describe('organizationPageExists (whether /organization/<slug> has a page on a site)', () => {
  it.each([
    ['a published employer of the site', `offen-${tag}`, true],
    ['the same slug typed in capitals', `OFFEN-${tag}`, true],
    ['an unpublished employer', `entwurf-${tag}`, false],
    ['an employer of another site', `woanders-${tag}`, false],
    ['an unknown slug', `niemand-${tag}`, false],
  ])('%s → %s', async (_case, slug, exists) => {
    expect(await organizationPageExists(handle.db, region, slug)).toBe(exists);
  });
});
