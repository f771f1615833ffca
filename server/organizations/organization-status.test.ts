// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { MAX_SLUG_LENGTH, organizationPageExists, organizationPageOf } from './organization-status';

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

// Security review: /organization/%00 answered 500 because the null byte reached PostgreSQL.
describe('organization lookups with hostile slugs', () => {
  const real = `offen-${tag}`;
  it.each<[string, string]>([
    ['a null byte', '\u0000'],
    ['the real slug with a null byte', `${real}\u0000`],
    ['a null byte inside the real slug', `offen-\u0000${tag}`],
    ['an encoded null byte left undecoded', '%00'],
    ['an empty slug', ''],
    ['10 kB', 'a'.repeat(10_240)],
    ['the real slug and 10 kB more', real + '-'.repeat(10_240)],
    ['one character over the limit', 'a'.repeat(MAX_SLUG_LENGTH + 1)],
    ['a zero-width space inside the real slug', `offen-\u200b${tag}`],
    ['a right-to-left override before the real slug', `\u202e${real}`],
    ['a lone surrogate', '\ud800'],
    ['SQL', "' or '1'='1"],
    ['a path', '../../etc/passwd'],
  ])('%s → no page, no database error', async (_case, slug) => {
    expect(await organizationPageExists(handle.db, region, slug)).toBe(false);
    // The page's own lookup (getOrganizationProfile) uses the same condition.
    expect(
      await handle.db.select({ id: organizations.id }).from(organizations).where(organizationPageOf(region, slug)),
    ).toEqual([]);
  });

  it('still finds a slug of the longest allowed length', async () => {
    const longest = `lang-${tag}-`.padEnd(MAX_SLUG_LENGTH, 'x');
    await handle.db.insert(organizations).values({ regionId: region, slug: longest, name: 'Lang GmbH' });
    expect(await organizationPageExists(handle.db, region, longest)).toBe(true);
  });
});
