// @module-tag postgres
// The typo correction's lexicon follows the published titles as the database changes them (migration 0022).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { jobs, jobTitleWords, organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';

let handle: DbHandle;
let orgId: string;
const region = testRegionId('title-lexicon');
/** Words no other test file writes into a title: the table is shared on the PostgreSQL pass. */
const tag = `q${Math.random()
  .toString(36)
  .slice(2, 8)
  .replace(/[^a-z]/g, 'x')}`;
const word = (w: string) => `${w}${tag}`;

/** How many published jobs have each of `words` in their title (0 when the lexicon does not know it). */
async function counts(...words: string[]): Promise<number[]> {
  const rows = await handle.db.select().from(jobTitleWords).where(inArray(jobTitleWords.word, words));
  const byWord = new Map(rows.map((r) => [r.word, r.jobs]));
  return words.map((w) => byWord.get(w) ?? 0);
}

const insertJob = (title: string, state: 'draft' | 'published') =>
  handle.db
    .insert(jobs)
    .values({ regionId: region, organizationId: orgId, title, state, publishedAt: new Date() })
    .returning({ id: jobs.id })
    .then(([row]) => row.id);

beforeAll(async () => {
  handle = await openTestDb();
  [{ id: orgId }] = await handle.db
    .insert(organizations)
    .values({ regionId: region, slug: 'lexikon', name: 'Lexikon GmbH' })
    .returning({ id: organizations.id });
});
afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

describe('job_title_words', () => {
  it('counts the words of published titles only, from four letters, in lower case', async () => {
    await insertJob(`${word('Pflege')} (m/w/d) ${word('Station')}`, 'published');
    await insertJob(`${word('Pflege')} Abc`, 'published');
    await insertJob(`${word('Entwurf')} Stelle`, 'draft');
    expect(await counts(word('pflege'), word('station'), word('entwurf'), 'abc')).toEqual([2, 1, 0, 0]);
  });

  it('follows publishing, renaming, archiving and deleting', async () => {
    const id = await insertJob(`${word('Lager')} Fachkraft`, 'draft');
    expect(await counts(word('lager'))).toEqual([0]);
    await handle.db.update(jobs).set({ state: 'published' }).where(eq(jobs.id, id));
    expect(await counts(word('lager'))).toEqual([1]);
    await handle.db
      .update(jobs)
      .set({ title: `${word('Logistik')} Fachkraft` })
      .where(eq(jobs.id, id));
    expect(await counts(word('lager'), word('logistik'))).toEqual([0, 1]);
    await handle.db.update(jobs).set({ featured: true }).where(eq(jobs.id, id));
    expect(await counts(word('logistik'))).toEqual([1]);
    await handle.db.update(jobs).set({ state: 'archived' }).where(eq(jobs.id, id));
    expect(await counts(word('logistik'))).toEqual([0]);
    await handle.db.update(jobs).set({ state: 'published' }).where(eq(jobs.id, id));
    await handle.db.delete(jobs).where(eq(jobs.id, id));
    expect(await counts(word('logistik'))).toEqual([0]);
  });

  it('counts a statement of many rows once per word', async () => {
    await handle.db.insert(jobs).values(
      Array.from({ length: 30 }, (_, i) => ({
        regionId: region,
        organizationId: orgId,
        title: `${word('Koch')} ${i % 2 ? word('Kantine') : 'Restaurant'}`,
        state: 'published' as const,
        publishedAt: new Date(),
      })),
    );
    expect(await counts(word('koch'), word('kantine'))).toEqual([30, 15]);
    await handle.db.update(jobs).set({ state: 'archived' }).where(eq(jobs.regionId, region));
    expect(await counts(word('koch'), word('kantine'), word('pflege'))).toEqual([0, 0, 0]);
  });
});
