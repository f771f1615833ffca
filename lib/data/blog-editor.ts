import 'server-only';
import { serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  BLOG_EDITOR_POST,
  BLOG_EDITOR_POSTS,
  PUBLISH_BLOG_POST,
  SAVE_BLOG_POST,
  UNPUBLISH_BLOG_POST,
} from '@/lib/graphql/documents/blog';
import type { BlogEditorPostFieldsFragment, BlogPostInput } from '@/lib/graphql/generated/operations';

/** The blog's editors ask as the signed-in user (loadPageViewer). */
type Audience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string };
const asUser = ({ region, userId }: Audience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

export type EditorPost = BlogEditorPostFieldsFragment;

/** Every post of the site for its editors, one page of them. */
export async function loadEditorPosts(audience: Audience, page: number) {
  const { data, error } = await serverQuery(asUser(audience), { query: BLOG_EDITOR_POSTS, variables: { page } });
  if (error) throw error;
  return structuredClone(data!.blogEditorPosts);
}

/** Answers that name no post: an unknown id, or something that is no id at all. */
const NO_SUCH_POST = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/** A post of the site as its editors change it; null when the site has no such post. */
export async function loadEditorPost(audience: Audience, id: string): Promise<EditorPost | null> {
  const { data, error } = await serverQuery(asUser(audience), { query: BLOG_EDITOR_POST, variables: { id } });
  const code = error && OperationError.is(error) ? error.errors[0].extensions?.code : undefined;
  if (typeof code === 'string' && NO_SUCH_POST.has(code)) return null;
  if (error) throw error;
  return structuredClone(data!.blogEditorPost);
}

/** A write's outcome: the post's id, or the German errors by field (`form` for what names no field). */
export type BlogWriteOutcome = { ok: true; id: string } | { ok: false; errors: Record<string, string> };

type Written = { post: { id: string } | null; errors: Array<{ field: string; message: string }> };

function outcomeOf(written: Written | undefined, error: Error | undefined): BlogWriteOutcome {
  if (error && OperationError.is(error)) return { ok: false, errors: { form: error.errors[0].message } };
  if (error) throw error;
  if (!written?.post)
    return { ok: false, errors: Object.fromEntries(written!.errors.map((e) => [e.field, e.message])) };
  return { ok: true, id: written.post.id };
}

/** Writes a new draft (id null) or a post's changes. */
export async function saveBlogPost(audience: Audience, id: string | null, input: BlogPostInput) {
  const { data, error } = await serverMutate(asUser(audience), { mutation: SAVE_BLOG_POST, variables: { id, input } });
  return outcomeOf(data?.saveBlogPost, error);
}

export async function publishBlogPost(audience: Audience, id: string) {
  const { data, error } = await serverMutate(asUser(audience), { mutation: PUBLISH_BLOG_POST, variables: { id } });
  return outcomeOf(data?.publishBlogPost, error);
}

export async function unpublishBlogPost(audience: Audience, id: string): Promise<BlogWriteOutcome> {
  const { data, error } = await serverMutate(asUser(audience), { mutation: UNPUBLISH_BLOG_POST, variables: { id } });
  return outcomeOf(data ? { post: data.unpublishBlogPost, errors: [] } : undefined, error);
}
