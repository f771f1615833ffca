// Issue 10, item 6: anonymous uploadFile files were never purged. On a real database and the local disk.
import { REGION, SAMPLE_FILES, useGraphQLFixtures } from '../graphql/testing';
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { storedFileExists } from './storage-testing';
import { files } from '../db/schema';
import { purgeAbandonedUploads } from './purge-abandoned-uploads';
import { recordUpload } from './record-upload';
import { storeUpload } from './store-upload';
import { getStorage } from './storage';

const t = useGraphQLFixtures();

async function uploaded(owner: { ownerId: string | null; purpose?: 'other' | 'application_attachment' }) {
  const file = new File([SAMPLE_FILES.pdf], 'datei.pdf');
  const stored = await storeUpload(getStorage(), file);
  const id = await recordUpload(t.db, stored, { ...owner, regionId: REGION });
  return { id, key: stored.storageKey };
}

it('deletes anonymous uploads nothing used within a day, rows and bytes, and leaves every other file alone', async () => {
  const abandoned = await uploaded({ ownerId: null });
  const owned = await uploaded({ ownerId: t.fx.applicant.id });
  const attachment = await uploaded({ ownerId: null, purpose: 'application_attachment' });
  const ids = [abandoned.id, owned.id, attachment.id];
  const remaining = async () =>
    (await t.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((r) => r.id).sort();

  // The files are dated back instead of the clock moved on: the purge runs over the whole table, and on a
  // shared PostgreSQL server other test files' fresh uploads must stay untouched.
  const age = (hours: number) =>
    t.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
      .where(inArray(files.id, ids));

  // Within the day: still waiting for the form that uses it.
  await age(23);
  await purgeAbandonedUploads(t.db, getStorage());
  expect(await remaining()).toEqual([...ids].sort());

  await age(25);
  expect(await purgeAbandonedUploads(t.db, getStorage())).toBeGreaterThanOrEqual(1);
  expect(await remaining()).toEqual([owned.id, attachment.id].sort());
  expect(await storedFileExists(abandoned.key)).toBe(false);
  expect(await storedFileExists(owned.key)).toBe(true);
});
