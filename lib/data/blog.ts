import 'server-only';
import { serverQuery } from '@/lib/data/graphql';
import { BLOG_POST, BLOG_POSTS } from '@/lib/graphql/documents/blog';
import type { BlogPostsQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { showsBlogPost, showsSiteBlog } from './page-cache-tags';

export type BlogListPage = BlogPostsQuery['blogPosts'];
export type BlogTeaserPost = BlogListPage['posts'][number];

/** Posts the front page shows (docs/product-decisions.md "Blog"). */
export const FRONT_PAGE_POSTS = 3;

const anonymous = (region: Region) => ({ region, locale: region.DEFAULT_LOCALE, userId: null });

/** One page of the site's blog as everybody reads it; the page cache keeps it until a post changes. */
export async function loadBlogPage(region: Region, page: number): Promise<BlogListPage> {
  const [{ data, error }] = await Promise.all([
    serverQuery(anonymous(region), { query: BLOG_POSTS, variables: { page } }),
    showsSiteBlog(region.id),
  ]);
  if (error) throw error;
  return data!.blogPosts;
}

/** The front page's newest posts; none where the site has no blog. */
export async function loadLatestBlogPosts(region: Region): Promise<BlogTeaserPost[]> {
  if (!region.FEATURES.BLOG_FEATURE_ACTIVE) return [];
  const [{ data, error }] = await Promise.all([
    serverQuery(anonymous(region), { query: BLOG_POSTS, variables: { page: 1, size: FRONT_PAGE_POSTS } }),
    showsSiteBlog(region.id),
  ]);
  if (error) throw error;
  return data!.blogPosts.posts;
}

/** A published post by its slug (null when none); metadata and page share one run through serverQuery. */
export async function loadBlogPost(region: Region, slug: string) {
  const { data, error } = await serverQuery(anonymous(region), { query: BLOG_POST, variables: { slug } });
  if (error) throw error;
  const post = data?.blogPost ?? null;
  if (post) await showsBlogPost(post.id);
  return post;
}
