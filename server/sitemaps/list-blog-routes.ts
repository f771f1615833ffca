import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { BLOG_PATH, blogPostPath } from '../blog/blog-paths';
import { blogPosts } from '../db/schema';
import type { SitemapEntry } from './list-landing-routes';
import { SITEMAP_MAX_URLS } from './list-job-routes';

/**
 * The blog sitemap of a site (docs/product-decisions.md "Blog"): the blog's list, changed with its newest change of a
 * published post, and every published post with its last change.
 */
export async function listBlogRoutes(db: Db, regionId: string, language: string): Promise<SitemapEntry[]> {
  const site = and(
    eq(blogPosts.regionId, regionId),
    eq(blogPosts.language, language),
    eq(blogPosts.state, 'published'),
  );
  const [posts, [latest]] = await Promise.all([
    db
      .select({ slug: blogPosts.slug, lastModified: blogPosts.updatedAt })
      .from(blogPosts)
      .where(site)
      .orderBy(asc(blogPosts.slug))
      .limit(SITEMAP_MAX_URLS - 1),
    db
      .select({ changed: max(blogPosts.updatedAt) })
      .from(blogPosts)
      .where(site),
  ]);
  return [
    { path: BLOG_PATH, lastModified: latest?.changed ?? new Date(0) },
    ...posts.map((p) => ({ path: blogPostPath(p.slug), lastModified: p.lastModified })),
  ];
}
