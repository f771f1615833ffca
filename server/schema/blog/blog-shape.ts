import { blogPostPath } from '../../blog/blog-paths';
import type { BlogPostRow } from '../../blog/blog-posts';
import type { GraphQLContext } from '../../graphql/context';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import { editorToolbarOf } from '../../richtext/editor-toolbar';
import type { BlogEditorPost, BlogPost, BlogPostState, Image } from '../generated/resolvers-types';
import { imagesOf } from '../organizations/organization-shape';

/** The database's editorial states as the blog names them: "archived" is a post taken off the site. */
const STATE: Record<BlogPostRow['state'], BlogPostState> = {
  draft: 'draft',
  published: 'published',
  archived: 'withdrawn',
};

type Images = Map<string, Image>;

/** The fields every shape of a post shares, its image among them (looked up for all rows at once). */
const common = (row: BlogPostRow, images: Images) => ({
  id: row.id,
  slug: row.slug,
  url: blogPostPath(row.slug),
  title: row.title,
  teaser: row.teaser,
  image: row.imageFileId ? (images.get(row.imageFileId) ?? null) : null,
  updatedAt: row.updatedAt,
});

const imagesOfRows = (ctx: GraphQLContext, rows: BlogPostRow[]) =>
  imagesOf(
    ctx,
    rows.map((r) => r.imageFileId ?? undefined),
  );

/** Published posts as everybody reads them. */
export async function publicPosts(ctx: GraphQLContext, rows: BlogPostRow[]): Promise<BlogPost[]> {
  const images = await imagesOfRows(ctx, rows);
  return rows.map((row) => ({
    ...common(row, images),
    // Stored sanitized; sanitized again on the way out, as every rich text (docs/product.md §5.4).
    body: sanitizeRichText(row.body, row.bodyFormat),
    publishedAt: row.publishedAt ?? row.updatedAt,
  }));
}

/** Posts as their editors see them. */
export async function editorPosts(ctx: GraphQLContext, rows: BlogPostRow[]): Promise<BlogEditorPost[]> {
  const images = await imagesOfRows(ctx, rows);
  const toolbar = editorToolbarOf(ctx.user?.roles.map((r) => r.role) ?? []);
  return rows.map((row) => ({
    ...common(row, images),
    body: row.body,
    state: STATE[row.state],
    publishedAt: row.publishedAt,
    imageFileId: row.imageFileId,
    toolbar,
  }));
}
