import { blogPostPath } from '../../blog/blog-paths';
import type { BlogPostRow } from '../../blog/blog-posts';
import type { GraphQLContext } from '../../graphql/context';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import { editorToolbarOf } from '../../richtext/editor-toolbar';
import type { BlogEditorPost, BlogPost, BlogPostState } from '../generated/resolvers-types';
import { imagesOf } from '../organizations/organization-shape';

/** The database's editorial states as the blog names them: "archived" is a post taken off the site. */
const STATE: Record<BlogPostRow['state'], BlogPostState> = {
  draft: 'draft',
  published: 'published',
  archived: 'withdrawn',
};

/** Published posts as everybody reads them, with their teaser images in one query. */
export async function publicPosts(ctx: GraphQLContext, rows: BlogPostRow[]): Promise<BlogPost[]> {
  const images = await imagesOf(
    ctx,
    rows.map((r) => r.imageFileId ?? undefined),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    url: blogPostPath(row.slug),
    title: row.title,
    teaser: row.teaser,
    // Stored sanitized; sanitized again on the way out, as every rich text (docs/product.md §5.4).
    body: sanitizeRichText(row.body, row.bodyFormat),
    image: row.imageFileId ? (images.get(row.imageFileId) ?? null) : null,
    publishedAt: row.publishedAt ?? row.updatedAt,
    updatedAt: row.updatedAt,
  }));
}

/** Posts as their editors see them. */
export async function editorPosts(ctx: GraphQLContext, rows: BlogPostRow[]): Promise<BlogEditorPost[]> {
  const images = await imagesOf(
    ctx,
    rows.map((r) => r.imageFileId ?? undefined),
  );
  const toolbar = editorToolbarOf(ctx.user?.roles.map((r) => r.role) ?? []);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    url: blogPostPath(row.slug),
    title: row.title,
    teaser: row.teaser,
    body: row.body,
    state: STATE[row.state],
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    image: row.imageFileId ? (images.get(row.imageFileId) ?? null) : null,
    imageFileId: row.imageFileId,
    toolbar,
  }));
}
