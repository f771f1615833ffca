import { and, eq, like, or } from 'drizzle-orm';
import messages from '../../messages/de.json';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { blogPosts, files } from '../db/schema';
import { fieldErrorsOf, type FieldError } from '../forms/form-fields';
import { authorRichTextFormat } from '../richtext/editor-toolbar';
import { sanitizeRichText } from '../richtext/sanitize-rich-text';
import type { FileStorage } from '../storage/storage';
import { requireBlogEditor } from './blog-access';
import { acceptTeaserImage } from './blog-image';
import { blogPostInputSchema, publishProblems, type BlogPostInput } from './blog-input';
import { type BlogPostRow, type BlogSite, openEditorPost } from './blog-posts';
import { blogSlugOf, freeSlug } from './blog-slug';

const m = messages.blog.errors;

export type BlogWriteResult = { ok: true; post: BlogPostRow } | { ok: false; errors: FieldError[] };

type Save = {
  user: SessionUser | null;
  site: BlogSite;
  /** The post to change; null writes a new draft. */
  id: string | null;
  /** The editor's fields as sent (blogPostInputSchema). */
  fields: unknown;
  storage: FileStorage;
  now?: Date;
};

/** Slugs of the site that start like `base`: the candidates a derived slug must avoid. */
async function takenSlugs(db: Db, site: BlogSite, base: string, except: string | null): Promise<Set<string>> {
  const rows = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.regionId, site.regionId),
        eq(blogPosts.language, site.language),
        or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)),
      ),
    );
  return new Set(rows.filter((r) => r.id !== except).map((r) => r.slug));
}

/**
 * The slug a save stores: the one typed (refused when another post has it), else the post's own, else a free one
 * made of the title. Once published, a post keeps its slug: shared links must keep working.
 */
async function slugFor(
  db: Db,
  site: BlogSite,
  input: BlogPostInput,
  post: BlogPostRow | null,
): Promise<{ slug: string } | { error: string }> {
  if (post?.publishedAt && input.slug && input.slug !== post.slug) return { error: m.slugFixed };
  if (input.slug) {
    const taken = await takenSlugs(db, site, input.slug, post?.id ?? null);
    return taken.has(input.slug) ? { error: m.slugTaken } : { slug: input.slug };
  }
  if (post) return { slug: post.slug };
  const base = blogSlugOf(input.title);
  return { slug: freeSlug(base, await takenSlugs(db, site, base, null)) };
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Writes a post as its editor typed it (docs/product-decisions.md "Blog"): a new draft, or the changes to an existing
 * post, which a published post shows at once. The body is stored sanitized as the editors' full_html (docs/product.md
 * §5.4); a teaser image is checked and re-encoded. Nothing is written while a field is refused: the form keeps what was
 * typed and names each problem in German.
 */
export async function saveBlogPost(db: Db, save: Save): Promise<BlogWriteResult> {
  const editor = requireBlogEditor(save.user);
  const post = save.id ? await openEditorPost(db, editor, save.site, save.id) : null;
  const parsed = blogPostInputSchema.safeParse(save.fields);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const input = parsed.data;
  const slug = await slugFor(db, save.site, input, post);
  const errors: FieldError[] = 'error' in slug ? [{ field: 'slug', message: slug.error }] : [];
  if (input.imageFileId) {
    const image = { fileId: input.imageFileId, alt: input.imageAlt ?? null, currentFileId: post?.imageFileId ?? null };
    const refused = await acceptTeaserImage(db, save.storage, {
      ...image,
      editorId: editor.id,
      regionId: save.site.regionId,
    });
    if (refused) errors.push(refused);
  }
  if (errors.length || !('slug' in slug)) return { ok: false, errors };

  const now = save.now ?? new Date();
  const values = {
    slug: slug.slug,
    title: input.title,
    teaser: input.teaser ?? null,
    body: input.body ? sanitizeRichText(input.body, authorRichTextFormat(true)) : '',
    bodyFormat: authorRichTextFormat(true),
    imageFileId: input.imageFileId ?? null,
    updatedAt: now,
  };
  try {
    const row = await db.transaction(async (tx) => {
      if (values.imageFileId) await tx.update(files).set({ permanentAt: now }).where(eq(files.id, values.imageFileId));
      const [written] = post
        ? await tx.update(blogPosts).set(values).where(eq(blogPosts.id, post.id)).returning()
        : await tx
            .insert(blogPosts)
            .values({
              ...values,
              regionId: save.site.regionId,
              language: save.site.language,
              authorId: editor.id,
              createdAt: now,
            })
            .returning();
      return written;
    });
    return { ok: true, post: row };
  } catch (error) {
    // Another editor took the slug in the same moment.
    if (isUniqueViolation(error)) return { ok: false, errors: [{ field: 'slug', message: m.slugTaken }] };
    throw error;
  }
}

type Act = { user: SessionUser | null; site: BlogSite; id: string; now?: Date };

/**
 * Puts a post on the site: its list, page, feed, sitemap and the front page (the page cache hears of it from the
 * database, migration 0032). The first publication dates it; publishing again after withdrawing keeps that date.
 */
export async function publishBlogPost(db: Db, act: Act): Promise<BlogWriteResult> {
  const post = await openEditorPost(db, act.user, act.site, act.id);
  const problems = publishProblems(post);
  if (problems.length) return { ok: false, errors: problems };
  const now = act.now ?? new Date();
  const [row] = await db
    .update(blogPosts)
    .set({ state: 'published', publishedAt: post.publishedAt ?? now, updatedAt: now })
    .where(eq(blogPosts.id, post.id))
    .returning();
  return { ok: true, post: row };
}

/** Takes a post off the site ("withdrawn", stored as archived); it stays for its editors to change or publish again. */
export async function unpublishBlogPost(db: Db, act: Act): Promise<BlogPostRow> {
  const post = await openEditorPost(db, act.user, act.site, act.id);
  if (post.state !== 'published') return post;
  const [row] = await db
    .update(blogPosts)
    .set({ state: 'archived', updatedAt: act.now ?? new Date() })
    .where(eq(blogPosts.id, post.id))
    .returning();
  return row;
}
