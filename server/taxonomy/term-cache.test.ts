import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { taxonomyTerms } from '../db/schema';
import { openTestDb } from '../db/testing';
import { termsByTid } from './term-cache';

let handle: DbHandle;
// Own tids and labels: nothing collides with other tests on a shared PostgreSQL server.
const base = 900_000_000 + randomInt(0, 90_000_000);
const [FULL_TIME, PART_TIME, NEVER] = [base, base + 1, base + 2];
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.insert(taxonomyTerms).values([
    {
      vocabulary: 'employment_type',
      tid: FULL_TIME,
      label: `Vollzeit ${tag}`,
      pathAliases: { de: `vollzeit-${tag}` },
    },
  ]);
});
afterAll(async () => {
  await handle.db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [FULL_TIME, PART_TIME]));
  await handle.close();
});

describe('termsByTid', () => {
  it('answers labels from memory, and reads again at once for a term added since', async () => {
    expect((await termsByTid(handle.db, [FULL_TIME])).get(FULL_TIME)).toMatchObject({
      label: `Vollzeit ${tag}`,
      aliases: { de: `vollzeit-${tag}` },
    });
    await handle.db.insert(taxonomyTerms).values([
      {
        vocabulary: 'employment_type',
        tid: PART_TIME,
        label: `Teilzeit ${tag}`,
        pathAliases: { de: `teilzeit-${tag}` },
      },
    ]);
    expect((await termsByTid(handle.db, [FULL_TIME, PART_TIME])).get(PART_TIME)?.label).toBe(`Teilzeit ${tag}`);
  });

  it('keeps a renamed label for up to a minute (the table is read again after that)', async () => {
    await handle.db
      .update(taxonomyTerms)
      .set({ label: `Vollzeitstelle ${tag}` })
      .where(eq(taxonomyTerms.tid, FULL_TIME));
    expect((await termsByTid(handle.db, [FULL_TIME])).get(FULL_TIME)?.label).toBe(`Vollzeit ${tag}`);
  });

  it('reads the table once for a tid that does not exist, not on every search', async () => {
    const first = await termsByTid(handle.db, [NEVER]);
    expect(first.has(NEVER)).toBe(false);
    expect(await termsByTid(handle.db, [NEVER])).toBe(first);
  });
});
