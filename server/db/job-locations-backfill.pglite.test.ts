// Migration 0009 makes every existing job's one place its first work place: a database migrated up to 0008
// with jobs in it, then to the end, has a job_locations row at position 0 for each job with coordinates.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { pgliteOptions } from './pglite-options';

type Journal = { entries: Array<{ tag: string }> };

let client: PGlite;
let before: string;

beforeAll(async () => {
  // The migrations as they were before 0009: the same files, the journal cut before it.
  before = mkdtempSync(path.join(tmpdir(), 'migrations-0008-'));
  cpSync(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((e) => e.tag.startsWith('0009_'));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  client = await PGlite.create(await pgliteOptions());
  await migrate(drizzle({ client }), { migrationsFolder: before });
});

afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0009 on a database with jobs', () => {
  it('gives each job with coordinates its place as work place 0, and none to a job without', async () => {
    const db = drizzle({ client });
    await db.execute(sql`insert into organizations (id, region_id, slug, name)
      values ('00000000-0000-4000-8000-000000000001', 'rosenheim', 'baeckerei', 'Bäckerei')`);
    await db.execute(sql`insert into jobs (id, region_id, organization_id, title, location_label, address, lat, lon)
      values ('00000000-0000-4000-8000-0000000000a1', 'rosenheim', '00000000-0000-4000-8000-000000000001', 'Verkauf',
        'Rosenheim', '{"countryCode":"DE","locality":"Rosenheim","zip":"83022"}', 47.8571, 12.1181),
      ('00000000-0000-4000-8000-0000000000a2', 'rosenheim', '00000000-0000-4000-8000-000000000001', 'Homeoffice',
        null, null, null, null)`);

    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });

    const places = await db.execute<Record<string, unknown>>(
      sql`select job_id, position, label, address, lat, lon from job_locations order by job_id`,
    );
    expect(places.rows).toEqual([
      {
        job_id: '00000000-0000-4000-8000-0000000000a1',
        position: 0,
        label: 'Rosenheim',
        address: { countryCode: 'DE', locality: 'Rosenheim', zip: '83022' },
        lat: 47.8571,
        lon: 12.1181,
      },
    ]);
  });
});
