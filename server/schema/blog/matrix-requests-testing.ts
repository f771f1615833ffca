/**
 * The blog's operations in the authorization matrix: their requests, all to the blog's site (BLOG_SITE), and their
 * targets: "own" a post of that site, "another" a post of another site with a blog, "nonexistent" a random id. The
 * posts made for the cases go after each.
 */
import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { BLOG_OPERATIONS, BLOG_SITE } from '../../graphql/authorization-matrix-blog';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';

type Case = { operation: Operation; target: Target | null; options: RequestOptions };
type BlogOperation = (typeof BLOG_OPERATIONS)[number];

/** Slugs of the matrix's posts, so the clean-up finds them and nothing else. */
const SLUG_PREFIX = 'matrix-';
const OTHER_SITE = 'innsalzach';

const QUERIES: Record<BlogOperation, string> = {
  blogPosts: '{ blogPosts { total posts { id title url } } }',
  blogPost: '{ blogPost(slug: "gibt-es-nicht") { id } }',
  blogEditorPosts: '{ blogEditorPosts { total posts { id state } } }',
  blogEditorPost: 'query($id: ID!) { blogEditorPost(id: $id) { id state } }',
  saveBlogPost:
    'mutation($id: ID!) { saveBlogPost(id: $id, input: { title: "Matrix" }) { post { id } errors { field message } } }',
  publishBlogPost: 'mutation($id: ID!) { publishBlogPost(id: $id) { post { id state } errors { field } } }',
  unpublishBlogPost: 'mutation($id: ID!) { unpublishBlogPost(id: $id) { id state } }',
};

async function postOn(db: Db, regionId: string): Promise<string> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      regionId,
      slug: `${SLUG_PREFIX}${randomUUID().slice(0, 8)}`,
      title: 'Matrix',
      teaser: 'Ein Beitrag für die Matrix.',
      body: '<p>Text</p>',
      state: 'published',
      publishedAt: new Date(),
    })
    .returning({ id: blogPosts.id });
  return row.id;
}

const isBlogOperation = (operation: Operation): operation is BlogOperation =>
  (BLOG_OPERATIONS as readonly string[]).includes(operation);

/** The request for a blog operation, or null for another area's operation. */
export async function blogRequest(db: Db, c: Case): Promise<Request | null> {
  if (!isBlogOperation(c.operation)) return null;
  const options = { ...c.options, region: BLOG_SITE };
  if (!c.target) return jsonRequest({ query: QUERIES[c.operation] }, options);
  const id = c.target === 'nonexistent' ? randomUUID() : await postOn(db, c.target === 'own' ? BLOG_SITE : OTHER_SITE);
  return jsonRequest({ query: QUERIES[c.operation], variables: { id } }, options);
}

/** After a blog case: the matrix's posts gone. */
export async function afterBlogCase(db: Db, operation: Operation): Promise<void> {
  if (isBlogOperation(operation)) await db.delete(blogPosts).where(like(blogPosts.slug, `${SLUG_PREFIX}%`));
}
