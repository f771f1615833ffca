// @module-tag postgres
// The search table follows every change of jobs in the same statement (migration 0035, docs/architecture.md,
// "The search table"): after each step its rows are exactly the published jobs' rows as the view defines them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { TRAINING_TITLE, TRAINING_TITLE_PARTS } from './training';

let handle: DbHandle;
let orgIds: string[];
const region = testRegionId('search-table');

/** The search table's rows of this file's site, and what they should be: the view over jobs. */
async function rows(): Promise<{ kept: unknown[]; source: unknown[] }> {
  const read = async (table: string) =>
    (
      await handle.db.execute<Record<string, unknown>>(
        sql`select id, region_id, organization_id, published_at, expires_at, featured, title, skills_free,
          location_label, lat, lon, further_places, address, years_of_experience, occupational_fields,
          employment_types, remote_options, degree_levels, occupation_codes, site_words::text as site_words,
          training_title from ${sql.identifier(table)} where region_id = ${region} order by id`,
      )
    ).rows;
  return { kept: await read('job_search'), source: await read('job_search_source') };
}

async function expectInStep(count: number): Promise<void> {
  const { kept, source } = await rows();
  expect(kept).toEqual(source);
  expect(kept).toHaveLength(count);
}

const job = (title: string, state: 'draft' | 'published', organization = 0) => ({
  regionId: region,
  organizationId: orgIds[organization],
  title,
  state,
  description: '<p>Schichtdienst in Vollzeit.</p>',
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  employmentTypes: [2001],
  lat: 49.45,
  lon: 11.08,
  locationLabel: 'Nürnberg',
});

beforeAll(async () => {
  handle = await openTestDb();
  orgIds = (
    await handle.db
      .insert(organizations)
      .values([
        { regionId: region, slug: 'suche-eins', name: 'Suche Eins GmbH' },
        { regionId: region, slug: 'suche-zwei', name: 'Suche Zwei GmbH' },
      ])
      .returning({ id: organizations.id })
  ).map((o) => o.id);
});
afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

describe('job_search', () => {
  let ids: string[];

  it('holds the published jobs a statement inserts, not the drafts', async () => {
    ids = (
      await handle.db
        .insert(jobs)
        .values([job('Altenpflegerin', 'published'), job('Elektriker', 'draft'), job('Koch', 'published', 1)])
        .returning({ id: jobs.id })
    ).map((r) => r.id);
    await expectInStep(2);
  });

  it('follows edits of searched fields and publication', async () => {
    await handle.db
      .update(jobs)
      .set({ title: 'Altenpflegerin (m/w/d)', skillsFree: 'Wundversorgung' })
      .where(eq(jobs.id, ids[0]));
    await expectInStep(2);
    await handle.db.update(jobs).set({ title: 'Ausbildung Koch (m/w/d)' }).where(eq(jobs.id, ids[2]));
    await expectInStep(2);
    const training = await handle.db.execute<{ training_title: boolean }>(
      sql`select training_title from job_search where id = ${ids[2]}`,
    );
    expect(training.rows).toEqual([{ training_title: true }]);
    await handle.db.update(jobs).set({ title: 'Koch' }).where(eq(jobs.id, ids[2]));
    await expectInStep(2);
    await handle.db.update(jobs).set({ state: 'published' }).where(eq(jobs.id, ids[1]));
    await expectInStep(3);
    await handle.db
      .update(jobs)
      .set({ employmentTypes: [2002], featured: true, occupationCodes: ['82102'], furtherPlaces: true })
      .where(inArray(jobs.id, ids));
    await expectInStep(3);
  });

  it('keeps a row whose searched fields stay as they were', async () => {
    const before = await handle.db.execute<{ ctid: string }>(
      sql`select ctid::text from job_search where id = ${ids[2]}`,
    );
    await handle.db.update(jobs).set({ reviewNote: 'gelesen' }).where(eq(jobs.id, ids[2]));
    const after = await handle.db.execute<{ ctid: string }>(
      sql`select ctid::text from job_search where id = ${ids[2]}`,
    );
    expect(after.rows).toEqual(before.rows);
    await expectInStep(3);
  });

  it('follows expiry and archiving', async () => {
    await handle.db
      .update(jobs)
      .set({ expiresAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(jobs.id, ids[0]));
    await expectInStep(3);
    await handle.db.update(jobs).set({ state: 'archived' }).where(eq(jobs.id, ids[0]));
    await expectInStep(2);
  });

  it('lets deleted jobs and the jobs of a deleted organization go', async () => {
    await handle.db.delete(jobs).where(eq(jobs.id, ids[1]));
    await expectInStep(1);
    await handle.db.delete(organizations).where(eq(organizations.id, orgIds[1]));
    await expectInStep(0);
  });

  it("tests titles for training with training.ts's substrings and expression", async () => {
    const source = await handle.db.execute<{ prosrc: string }>(
      sql`select prosrc from pg_proc where proname = 'job_training_title'`,
    );
    const [{ prosrc }] = source.rows;
    expect(prosrc).toContain(`'${TRAINING_TITLE}'`);
    expect(prosrc).toContain(`'{${TRAINING_TITLE_PARTS.map((p) => `"%${p}%"`).join(',')}}'`);
  });
});
