// Saving a section costs the same few statements for 1 entry as for 20 (terms come from the cached table).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { users } from '../db/schema';
import { openTestDb, StatementLog, testRegionId } from '../db/testing';
import { saveResumeSection } from './save-section';
import { loadOwnResume } from './own-resume';

/** Load the resume, upsert it. */
const CEILING = 3;
const log = new StatementLog();
let handle: DbHandle;
let owner: { userId: string; regionId: string };

beforeAll(async () => {
  handle = await openTestDb({ logger: log });
  const [user] = await handle.db
    .insert(users)
    .values({ email: `statements-${randomUUID().slice(0, 8)}@example.test`, name: 'S' })
    .returning({ id: users.id });
  owner = { userId: user.id, regionId: testRegionId('resume') };
});
afterAll(async () => {
  await handle.db.delete(users).where(eq(users.id, owner.userId));
  await handle.close();
});

const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ jobTitle: `Stelle ${i}`, period: { start: '2019-03', current: true } }));

describe('saveResumeSection statements', () => {
  it('are as many for 20 entries as for 1, and at most the ceiling', async () => {
    // Warm the term table's cache, as a running server has it.
    await saveResumeSection(handle.db, owner, 'workExperience', { entries: entries(1) });
    const one = await log.during(() => saveResumeSection(handle.db, owner, 'workExperience', { entries: entries(1) }));
    const twenty = await log.during(() =>
      saveResumeSection(handle.db, owner, 'workExperience', { entries: entries(20) }),
    );
    expect(twenty.length).toBe(one.length);
    expect(one.length).toBeLessThanOrEqual(CEILING);
    expect((await loadOwnResume(handle.db, owner))!.workExperience).toHaveLength(20);
  });
});
