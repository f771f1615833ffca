// The demo blog (docs/product-decisions.md "Blog"): four published posts with re-encoded teaser images on every site
// with the blog on, none elsewhere, written again in place on a second run.
import { closeGraphQLTestDb, openGraphQLTestDb } from '../graphql/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { Db } from '../db/client';
import { blogPosts, files, fileVariants } from '../db/schema';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { seedBlogDemo } from './blog-demo';

let db: Db;
let root: string;
const regions = ['chiemgau', 'franken'].map((id) => getRegion(id)!);
const referenceDate = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  db = await openGraphQLTestDb();
  root = await mkdtemp(path.join(tmpdir(), 'blog-demo-'));
});
afterAll(async () => {
  const images = await db
    .select({ id: blogPosts.imageFileId })
    .from(blogPosts)
    .where(eq(blogPosts.regionId, 'chiemgau'));
  await db.delete(blogPosts).where(eq(blogPosts.regionId, 'chiemgau'));
  const ids = images.map((i) => i.id!).filter(Boolean);
  if (ids.length) {
    await db.delete(fileVariants).where(inArray(fileVariants.fileId, ids));
    await db.delete(files).where(inArray(files.id, ids));
  }
  await rm(root, { recursive: true, force: true });
  await closeGraphQLTestDb();
});

describe('seedBlogDemo', () => {
  it('publishes four posts with teaser images where the blog is on, and writes them again in place', async () => {
    const storage = new LocalDiskStorage(root);
    expect(await seedBlogDemo(db, storage, regions, { referenceDate })).toBe(4);
    const posts = await db
      .select()
      .from(blogPosts)
      .where(inArray(blogPosts.regionId, ['chiemgau', 'franken']));
    expect(posts.map((p) => p.regionId)).toEqual(['chiemgau', 'chiemgau', 'chiemgau', 'chiemgau']);
    expect(posts.every((p) => p.state === 'published' && p.teaser && p.imageFileId)).toBe(true);
    const newest = posts.reduce((a, b) => (a.publishedAt! > b.publishedAt! ? a : b));
    expect(newest.publishedAt).toEqual(new Date('2026-11-17T08:00:00Z'));
    expect(posts.map((p) => p.title).join(' ')).toContain('im Chiemgau');

    const [image] = await db.select().from(files).where(eq(files.id, newest.imageFileId!));
    expect(image).toMatchObject({ purpose: 'blog_image', width: 1200, height: 600 });
    expect(image.alt).toContain('Platzhalterbild');

    expect(await seedBlogDemo(db, storage, regions, { referenceDate })).toBe(4);
    const [{ n }] = await db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.regionId, 'chiemgau'));
    expect(n).toBe(4);
  });
});
