// @module-tag postgres
// The demo applicant's kept CV from the CV import: one per site, owned by bewerber@, bytes in the storage,
// placed once however often the seed runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { files, users } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { DEMO_KEPT_CV_NAME, seedKeptCvDemo } from './kept-cv-demo';

const domain = 'seed-kept-cv.example';
const region = { id: testRegionId('seed-cv') };
const uploads = mkdtempSync(path.join(tmpdir(), 'seed-kept-cv-'));
const storage = new LocalDiskStorage(uploads);
const options = { referenceDate: new Date('2026-11-20T08:00:00Z'), storage, domain };
let handle: DbHandle;
let applicantId: string;

beforeAll(async () => {
  handle = await openTestDb();
  const [user] = await handle.db
    .insert(users)
    .values({ email: `bewerber@${region.id}.${domain}` })
    .returning({ id: users.id });
  applicantId = user.id;
});
afterAll(async () => {
  await handle.db.delete(files).where(eq(files.ownerId, applicantId));
  await handle.db.delete(users).where(eq(users.id, applicantId));
  await handle.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('seedKeptCvDemo', () => {
  it('keeps one imported CV of the demo applicant per site, once', async () => {
    expect(await seedKeptCvDemo(handle.db, [region], options)).toBe(1);
    expect(await seedKeptCvDemo(handle.db, [region], options)).toBe(0);
    const kept = await handle.db.select().from(files).where(eq(files.ownerId, applicantId));
    expect(kept).toEqual([
      expect.objectContaining({ originalName: DEMO_KEPT_CV_NAME, purpose: 'resume_import', regionId: region.id }),
    ]);
    const bytes = new Uint8Array(await new Response(await storage.read(kept[0].storageKey)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
