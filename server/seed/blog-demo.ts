import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts, files, users } from '../db/schema';
import { prepareImage } from '../images/prepare-image';
import type { FileStorage } from '../storage/storage';
import { demoBlogPosts } from './blog-texts';
import { motifPng } from './images';
import { seededUuid } from './prng';

const DAY_MS = 86_400_000;

export type BlogDemoRegion = {
  id: string;
  SITENAME: string;
  REGION_NAME_IN: string;
  THEME: { primaryColor: string };
  FEATURES: { BLOG_FEATURE_ACTIVE: boolean };
  GEO_INFO: { fixtures: ReadonlyArray<{ label: string }> };
};

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** A demo post's teaser image: a placeholder illustration in the site's colour, re-encoded like an editor's upload. */
async function teaserImage(db: Db, storage: FileStorage, regionId: string, key: string, png: Buffer, alt: string) {
  const id = seededUuid('blog-image', regionId, key);
  const storageKey = `seed/blog/${regionId}-${key}.png`;
  const [existing] = await db.select({ id: files.id }).from(files).where(eq(files.id, id));
  if (!existing) {
    await storage.write(storageKey, once(png));
    await db.insert(files).values({
      id,
      storageKey,
      originalName: `${key}.png`,
      mimeType: 'image/png',
      sizeBytes: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
      regionId,
      alt,
      permanentAt: new Date(),
    });
  }
  await prepareImage(db, storage, id, 'blogTeaser');
  return id;
}

/**
 * The demo blog of each site with the blog on (Chiemgau and Innsalzach): four published posts with teaser images, by
 * the demo's editor (redaktion@). Idempotent: posts and images have stable ids and are written again in place.
 */
export async function seedBlogDemo(
  db: Db,
  storage: FileStorage,
  regions: ReadonlyArray<BlogDemoRegion>,
  options: { referenceDate: Date; domain?: string },
): Promise<number> {
  const [editor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `redaktion@${options.domain ?? 'demo.example'}`));
  let written = 0;
  for (const region of regions.filter((r) => r.FEATURES.BLOG_FEATURE_ACTIVE)) {
    const [town, other] = region.GEO_INFO.fixtures.map((f) => f.label);
    const posts = demoBlogPosts({ ...region, towns: [town, other ?? town] });
    for (const [i, post] of posts.entries()) {
      const png = motifPng(post.motif, region.THEME.primaryColor, 1200, 600);
      const imageFileId = await teaserImage(db, storage, region.id, post.slug, png, post.alt);
      const publishedAt = new Date(options.referenceDate.getTime() - post.daysAgo * DAY_MS);
      const values = {
        id: seededUuid('blog', region.id, i),
        regionId: region.id,
        slug: post.slug,
        title: post.title,
        teaser: post.teaser,
        body: post.body,
        bodyFormat: 'full_html' as const,
        imageFileId,
        authorId: editor?.id ?? null,
        state: 'published' as const,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
      const { id: _id, ...update } = values;
      await db.insert(blogPosts).values(values).onConflictDoUpdate({ target: blogPosts.id, set: update });
      written++;
    }
  }
  return written;
}
