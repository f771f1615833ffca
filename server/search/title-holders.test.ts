// @module-tag postgres
// A word that titles hold hides the jobs that hold it only in their description (docs/product-decisions.md,
// "Title and occupation before the description") — but only the title holders the search's place and dates keep
// count: a job elsewhere or expired must not leave a seeker near the place with nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { type JobSearchGeo, jobSearchQuery } from './job-search-query';
import { searchJobs } from './search-jobs';

let handle: DbHandle;
const region = testRegionId('holders');
const now = new Date();
const DAY = 86_400_000;

const NUERNBERG = { lat: 49.4521, lon: 11.0767 };
const MUENCHEN = { lat: 48.1372, lon: 11.5756 };

/** Title, description, place, and whether the ad has run out. */
const JOBS = {
  gaertnerMuenchen: ['Gärtner für Außenanlagen (m/w/d)', 'Rasen, Hecken und Beete.', MUENCHEN, false],
  hausmeisterNuernberg: ['Hausmeister (m/w/d)', 'Pflege der Außenanlagen und kleine Reparaturen.', NUERNBERG, false],
  abgelaufenNuernberg: ['Fachkraft Außenanlagen (m/w/d)', 'Winterdienst und Grünpflege.', NUERNBERG, true],
} as const;
type Key = keyof typeof JOBS;
const ids = {} as Record<Key, string>;

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region, slug: 'hausverwaltung', name: 'Hausverwaltung' })
    .returning({ id: organizations.id });
  const keys = Object.keys(JOBS) as Key[];
  const rows = await handle.db
    .insert(jobs)
    .values(
      keys.map((key) => {
        const [title, text, place, expired] = JOBS[key];
        return {
          regionId: region,
          organizationId: org.id,
          title,
          description: `<p>${text}</p>`,
          state: 'published' as const,
          publishedAt: new Date(now.getTime() - 40 * DAY),
          expiresAt: new Date(now.getTime() + (expired ? -DAY : 20 * DAY)),
          lat: place.lat,
          lon: place.lon,
          locationLabel: place === MUENCHEN ? 'München' : 'Nürnberg',
        };
      }),
    )
    .returning({ id: jobs.id });
  keys.forEach((key, i) => (ids[key] = rows[i].id));
});

afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

async function found(keys: string, geo: JobSearchGeo | null = null): Promise<{ keys: Key[]; total: number }> {
  const result = await searchJobs(handle.db, jobSearchQuery({ regionId: region, language: 'de', keys, now, geo }));
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key as Key]));
  return { keys: result.hits.map((h) => byId.get(h.id)!), total: result.total };
}

const around = (place: { lat: number; lon: number }, radiusKm: number): JobSearchGeo => ({
  kind: 'radius',
  ...place,
  radiusKm,
});

describe('a word some titles hold', () => {
  it.each([
    ['anywhere: the open title holder alone', null, ['gaertnerMuenchen']],
    [
      'near Nürnberg, where only an expired ad holds it in the title: the description match',
      around(NUERNBERG, 25),
      ['hausmeisterNuernberg'],
    ],
    ['near München: the title holder there', around(MUENCHEN, 25), ['gaertnerMuenchen']],
  ] as const)('%s', async (_, geo, expected) => {
    expect(await found('Außenanlagen', geo)).toEqual({ keys: expected, total: expected.length });
  });

  it('finds nothing where no job holds the word at all', async () => {
    expect(await found('Außenanlagen', around({ lat: 52.52, lon: 13.405 }, 25))).toEqual({ keys: [], total: 0 });
  });
});
