// Which files of a profile draft its editor is shown: the organization's kinds of files or their own uploads.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import {
  closeGraphQLTestDb,
  createFixtures,
  type Fixtures,
  OTHER_REGION,
  openGraphQLTestDb,
  REGION,
} from '../graphql/testing';
import { visibleDraftFiles } from './profile-files';

let db: Db;
let fx: Fixtures;
const ids: Record<string, string> = {};

type Purpose = (typeof files.$inferInsert)['purpose'];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  const file = (name: string, purpose: Purpose, ownerId: string | null, regionId = REGION) => ({
    storageKey: `profile-files/${randomUUID()}`,
    originalName: `${name}.png`,
    mimeType: 'image/png',
    sizeBytes: 10,
    sha256: '0'.repeat(64),
    purpose,
    ownerId,
    regionId,
    name,
  });
  const wanted = [
    file('logo', 'organization_logo', fx.stranger.id),
    file('ownUpload', 'other', fx.recruiter.id),
    file('application', 'application_attachment', fx.applicant.id),
    file('othersUpload', 'other', fx.stranger.id),
    file('elsewhere', 'organization_logo', fx.recruiter.id, OTHER_REGION),
  ];
  const rows = await db
    .insert(files)
    .values(wanted.map(({ name: _name, ...row }) => row))
    .returning({ id: files.id });
  wanted.forEach((w, i) => (ids[w.name] = rows[i].id));
});
afterAll(async () => {
  await db.delete(files).where(inArray(files.id, Object.values(ids)));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

describe('visibleDraftFiles', () => {
  it("shows the organization's kinds of files and the editor's own uploads of this site, nothing else", async () => {
    const shown = await visibleDraftFiles(db, { ids: Object.values(ids), regionId: REGION, editorId: fx.recruiter.id });
    const nameOf = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    expect(shown.map((f) => nameOf.get(f.id)).sort()).toEqual(['logo', 'ownUpload']);
  });

  it('asks nothing for a draft without files', async () => {
    expect(await visibleDraftFiles(db, { ids: [], regionId: REGION, editorId: fx.recruiter.id })).toEqual([]);
  });
});
