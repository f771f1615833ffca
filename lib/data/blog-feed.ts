import 'server-only';
import { getDb } from '@/server/db/client';
import { listPublishedPosts } from '@/server/blog/blog-posts';
import { FEED_POSTS, renderBlogFeed } from '@/server/blog/blog-feed';
import { BLOG_FEED_PATH, BLOG_PATH, blogPostPath } from '@/server/blog/blog-paths';
import type { Region } from '@/regions/build-region';
import { siteOrigin } from '@/regions/site-origin';

/**
 * The site's blog as RSS 2.0 (docs/product-decisions.md "Blog"): the newest posts, read when a reader asks (no page
 * cache: a feed is no HTML page, and one indexed query is cheap), with absolute URLs from the site's configured origin.
 */
export async function blogFeedXml(region: Region, texts: { title: string; description: string }): Promise<string> {
  const site = { regionId: region.id, language: region.DEFAULT_LOCALE };
  const { posts } = await listPublishedPosts(await getDb(), site, { page: 1, pageSize: FEED_POSTS });
  return renderBlogFeed({
    origin: siteOrigin(region),
    blogPath: BLOG_PATH,
    feedPath: BLOG_FEED_PATH,
    ...texts,
    posts: posts.map((post) => ({
      title: post.title,
      path: blogPostPath(post.slug),
      teaser: post.teaser,
      publishedAt: post.publishedAt ?? post.updatedAt,
    })),
    now: new Date(),
  });
}
