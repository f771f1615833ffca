import { all, type ByTarget, type Caller, type Cell } from './authorization-matrix-types';
import { BLOG_OPERATIONS } from './feature-gates';

/**
 * The blog in the authorization matrix (docs/product-decisions.md "Blog"). Its requests go to a site with the blog on
 * (Chiemgau; the fixtures live on Franken, where it is off), so the fixtures' administrator (a grant for every site)
 * is an editor there, and the fixtures' site admin and job editor, whose grants are Franken's, are editors of another
 * site: refused like recruiters and job seekers, before any post is looked at. Reading is open to everybody. A post
 * is "own" when it belongs to the site asked, "another" when it belongs to another site (which does not exist here).
 * The editors of the blog's own site are in server/schema/blog/blog-access.test.ts.
 */
export { BLOG_OPERATIONS };
type BlogOperation = (typeof BLOG_OPERATIONS)[number];

export const BLOG_TARGETED = {
  blogEditorPost: 'blog_post',
  saveBlogPost: 'blog_post',
  publishBlogPost: 'blog_post',
  unpublishBlogPost: 'blog_post',
} as const satisfies Partial<Record<BlogOperation, 'blog_post'>>;

/** The site the blog's matrix requests are for. */
export const BLOG_SITE = 'chiemgau';

const sitePostOnly: ByTarget = { own: 'data', another: 'NOT_FOUND', nonexistent: 'NOT_FOUND' };

const cells = (read: Cell, write: Cell, targeted: ByTarget): Record<BlogOperation, Cell> => ({
  blogPosts: read,
  blogPost: read,
  blogEditorPosts: write,
  blogEditorPost: targeted,
  saveBlogPost: targeted,
  publishBlogPost: targeted,
  unpublishBlogPost: targeted,
});

export function blogCells(caller: Caller): Record<BlogOperation, Cell> {
  if (caller === 'forged_token' || caller === 'expired_token')
    return cells('UNAUTHENTICATED', 'UNAUTHENTICATED', all('UNAUTHENTICATED'));
  if (caller === 'anonymous') return cells('data', 'UNAUTHENTICATED', all('UNAUTHENTICATED'));
  if (caller === 'administrator') return cells('data', 'data', sitePostOnly);
  return cells('data', 'FORBIDDEN', all('FORBIDDEN'));
}
