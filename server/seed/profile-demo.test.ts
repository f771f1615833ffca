import { closeGraphQLTestDb, openGraphQLTestDb, REGION } from '../graphql/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  files,
  fileVariants,
  organizationMembers,
  organizationProfileDrafts,
  organizations,
  users,
} from '../db/schema';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { seedProfileDemo } from './profile-demo';
import { DEMO_DRAFT_QUESTION } from './profile-demo-faq';

let db: Db;
let root: string;
let storage: LocalDiskStorage;
const domain = `profile-${crypto.randomUUID().slice(0, 8)}.example`;
let orgId: string;
let logoId: string;
let userId: string;

async function* once(bytes: Uint8Array) {
  yield bytes;
}

beforeAll(async () => {
  db = await openGraphQLTestDb();
  root = await mkdtemp(path.join(tmpdir(), 'profile-demo-'));
  storage = new LocalDiskStorage(root);
  const logo = await sharp({ create: { width: 480, height: 200, channels: 3, background: '#33bda6' } })
    .png()
    .toBuffer();
  await storage.write('seed/logo.png', once(logo));
  const [file] = await db
    .insert(files)
    .values({
      storageKey: 'seed/logo.png',
      originalName: 'logo.png',
      mimeType: 'image/png',
      sizeBytes: logo.length,
      sha256: '0'.repeat(64),
      purpose: 'organization_logo',
      regionId: REGION,
      permanentAt: new Date(),
    })
    .returning({ id: files.id });
  logoId = file.id;
  const [user] = await db
    .insert(users)
    .values({ email: `arbeitgeber@${REGION}.${domain}`, name: 'Rainer Recruiter' })
    .returning({ id: users.id });
  userId = user.id;
  const [org] = await db
    .insert(organizations)
    .values({
      regionId: REGION,
      slug: `demo-${domain}`,
      name: 'Demo GmbH',
      ownerId: user.id,
      info: { profiles: {}, logoFileId: logoId },
      faq: [{ question: 'Wo parke ich?', answer: 'Im Hof.' }],
    })
    .returning({ id: organizations.id });
  orgId = org.id;
  await db.insert(organizationMembers).values({ organizationId: orgId, userId });
});

afterAll(async () => {
  await db.delete(organizations).where(eq(organizations.id, orgId));
  await db.delete(users).where(eq(users.id, userId));
  await db.delete(files).where(eq(files.id, logoId));
  await closeGraphQLTestDb();
  await rm(root, { recursive: true, force: true });
});

describe('seedProfileDemo', () => {
  it('re-encodes the demo employer’s logo and leaves a draft with one more FAQ entry, again and again', async () => {
    for (let run = 0; run < 2; run++) {
      expect(await seedProfileDemo(db, storage, [{ id: REGION }], { domain })).toBe(1);
      const [draft] = await db
        .select()
        .from(organizationProfileDrafts)
        .where(eq(organizationProfileDrafts.organizationId, orgId));
      expect(draft.data).toEqual({
        faq: [
          { question: 'Wo parke ich?', answer: 'Im Hof.' },
          { question: DEMO_DRAFT_QUESTION, answer: expect.any(String) },
        ],
      });
    }
    const variants = await db.select().from(fileVariants).where(eq(fileVariants.fileId, logoId));
    expect(variants.map((v) => v.width)).toContain(480);
  });
});
