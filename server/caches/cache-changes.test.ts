// @module-tag postgres
// The data every instance keeps in memory is forgotten when the database announces it changed (migration
// 0026_cache_changes.sql): the notices, and what the caches do with them (docs/architecture.md, "Caches across
// instances").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobs, organizations, taxonomyTerms } from '../db/schema';
import { listenForNotices } from '../db/notice-testing';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { PAGE_CHANGES_CHANNEL } from '../page-cache/page-change-feed';
import { titleLexicon } from '../search/title-lexicon';
import { termsByTid } from '../taxonomy/term-cache';
import { CACHE_CHANGES_CHANNEL, forgetCached, onCacheChange } from './cache-changes';

let handle: DbHandle;
let listening: Awaited<ReturnType<typeof listenForNotices>>;
const region = testRegionId('cache-changes');
/** A tid no seed or other test uses. */
const TID = 987_654;

beforeAll(async () => {
  handle = await openTestDb();
  listening = await listenForNotices(handle, [CACHE_CHANGES_CHANNEL, PAGE_CHANGES_CHANNEL]);
});
afterAll(async () => {
  await listening.stop();
  await handle.db.delete(taxonomyTerms).where(eq(taxonomyTerms.tid, TID));
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

const noticesOf = (work: () => Promise<unknown>) => listening.during(work);

describe('cache change notices', () => {
  it('a term added or renamed: the terms, and every page', async () => {
    const added = await noticesOf(() =>
      handle.db.insert(taxonomyTerms).values({ vocabulary: 'skill', tid: TID, label: 'Löten', pathAliases: {} }),
    );
    expect(added).toEqual(expect.arrayContaining(['cache_changes terms', 'page_changes all']));
    const renamed = await noticesOf(() =>
      handle.db.update(taxonomyTerms).set({ label: 'Weichlöten' }).where(eq(taxonomyTerms.tid, TID)),
    );
    expect(renamed).toEqual(expect.arrayContaining(['cache_changes terms', 'page_changes all']));
  });

  it('a job published with a new title word: the title words', async () => {
    const [org] = await handle.db
      .insert(organizations)
      .values({ regionId: region, slug: 'cache', name: 'Cache GmbH' })
      .returning({ id: organizations.id });
    const published = await noticesOf(() =>
      handle.db.insert(jobs).values({
        regionId: region,
        organizationId: org.id,
        title: 'Zinngießerin',
        state: 'published',
        publishedAt: new Date(),
      }),
    );
    expect(published).toContain('cache_changes title_words');
  });
});

describe('what the caches do with a notice', () => {
  it('tells each registered cache of the changed data, and no other', () => {
    const told: string[] = [];
    onCacheChange('terms', () => told.push('terms a'));
    onCacheChange('terms', () => told.push('terms b'));
    onCacheChange('title_words', () => told.push('title words'));
    forgetCached('terms');
    expect(told).toEqual(['terms a', 'terms b']);
  });

  it('the term table and the title lexicon are read again after their notice', async () => {
    await handle.db.update(taxonomyTerms).set({ label: 'Löten' }).where(eq(taxonomyTerms.tid, TID));
    expect((await termsByTid(handle.db, [TID])).get(TID)?.label).toBe('Löten');
    await handle.db.update(taxonomyTerms).set({ label: 'Hartlöten' }).where(eq(taxonomyTerms.tid, TID));
    expect((await termsByTid(handle.db, [TID])).get(TID)?.label).toBe('Löten');
    forgetCached('terms');
    expect((await termsByTid(handle.db, [TID])).get(TID)?.label).toBe('Hartlöten');

    expect(await titleLexicon(handle.db)).toContain('zinngießerin');
    const [org] = await handle.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.regionId, region));
    await handle.db.insert(jobs).values({
      regionId: region,
      organizationId: org.id,
      title: 'Glockengießer',
      state: 'published',
      publishedAt: new Date(),
    });
    expect(await titleLexicon(handle.db)).not.toContain('glockengießer');
    forgetCached('title_words');
    expect(await titleLexicon(handle.db)).toContain('glockengießer');
  });
});
