import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import messages from '../../messages/de.json';
import { BlogError, requireBlogEditor } from './blog-access';

/** Posts per page of the blog's list (docs/product-decisions.md "Blog"), and rows per page of the editors' list. */
export const BLOG_POSTS_PER_PAGE = 10;
export const BLOG_EDITOR_ROWS_PER_PAGE = 20;

export type BlogPostRow = typeof blogPosts.$inferSelect;
/** The blog of a site in its language (every site is German-only today). */
export type BlogSite = { regionId: string; language: string };
export type BlogPage = { total: number; page: number; pageSize: number; posts: BlogPostRow[] };

const ofSite = (site: BlogSite) => and(eq(blogPosts.regionId, site.regionId), eq(blogPosts.language, site.language));
const published = (site: BlogSite) => and(ofSite(site), eq(blogPosts.state, 'published'));

/** One page of the posts `where` names, in `order`, with how many there are in all. */
async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  { page, pageSize }: { page: number; pageSize: number },
): Promise<BlogPage> {
  const [posts, [{ total }]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { total, page, pageSize, posts };
}

/** The site's published posts, newest first (by their first publication), one page of them; page from 1. */
export function listPublishedPosts(db: Db, site: BlogSite, paging: { page: number; pageSize: number }) {
  return pageOf(db, published(site), [desc(blogPosts.publishedAt), desc(blogPosts.id)], paging);
}

/** A published post of the site by its slug, or null (drafts and withdrawn posts are nobody's to read). */
export async function publishedPostBySlug(db: Db, site: BlogSite, slug: string): Promise<BlogPostRow | null> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(published(site), eq(blogPosts.slug, slug)))
    .limit(1);
  return post ?? null;
}

/** Whether the site's blog has a page `page` (from 1): the first always, a later one while posts fill it. */
export async function blogListPageExists(db: Db, site: BlogSite, page: number): Promise<boolean> {
  if (page <= 1) return true;
  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(published(site));
  return (page - 1) * BLOG_POSTS_PER_PAGE < total;
}

/** Every post of the site for its editors, last changed first, one page of them. */
export async function listEditorPosts(
  db: Db,
  user: SessionUser | null,
  site: BlogSite,
  page: number,
): Promise<BlogPage> {
  requireBlogEditor(user);
  const order = [desc(blogPosts.updatedAt), desc(blogPosts.id)];
  return pageOf(db, ofSite(site), order, { page, pageSize: BLOG_EDITOR_ROWS_PER_PAGE });
}

/** A post of the site by id, whatever its state, or null: one of another site does not exist here. */
export async function findSitePost(db: Db, site: BlogSite, id: string): Promise<BlogPostRow | null> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(ofSite(site), eq(blogPosts.id, id)))
    .limit(1);
  return post ?? null;
}

/** A post as its editors open it: only for editors of the site (FORBIDDEN), a post of the site (NOT_FOUND). */
export async function openEditorPost(db: Db, user: SessionUser | null, site: BlogSite, id: string) {
  requireBlogEditor(user);
  const post = await findSitePost(db, site, id);
  if (!post) throw new BlogError('NOT_FOUND', messages.blog.errors.notFound);
  return post;
}
