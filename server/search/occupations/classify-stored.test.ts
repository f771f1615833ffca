// @module-tag postgres
// Rows written past the product's own write paths (before the column existed, by the seeds) get their
// occupations from the background task, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { jobs, organizations } from '../../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../../db/testing';
import { classifyWithoutOccupations } from './classify-stored';

let handle: DbHandle;
const region = testRegionId('classify');

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

describe('classifying stored jobs', () => {
  it('gives jobs without occupations theirs, an empty list where none is named, and leaves classified ones', async () => {
    const [org] = await handle.db
      .insert(organizations)
      .values({ regionId: region, name: 'Spedition Roth', slug: `roth-${region}` })
      .returning({ id: organizations.id });
    const rows = await handle.db
      .insert(jobs)
      .values(
        [
          { title: 'Lagerarbeiter (m/w/d)', occupationCodes: null },
          { title: 'Präsenzkraft (m/w/d)', occupationCodes: null },
          // Classified before: kept as it is, even if the title says otherwise.
          { title: 'Buchhalter (m/w/d)', occupationCodes: ['29302'] },
        ].map((job) => ({ ...job, regionId: region, organizationId: org.id, description: '<p>Bei uns.</p>' })),
      )
      .returning({ id: jobs.id });

    expect(await classifyWithoutOccupations(handle.db)).toBeGreaterThanOrEqual(2);
    const stored = await handle.db
      .select({ title: jobs.title, codes: jobs.occupationCodes })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          rows.map((r) => r.id),
        ),
      );
    expect(Object.fromEntries(stored.map((r) => [r.title, r.codes]))).toEqual({
      'Lagerarbeiter (m/w/d)': ['51311'],
      'Präsenzkraft (m/w/d)': [],
      'Buchhalter (m/w/d)': ['29302'],
    });
  });
});
