'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { blogEditorPostPath } from '@/lib/blog/blog-pages';
import {
  BLOG_FORM_FIELDS,
  BLOG_INTENTS,
  BLOG_OUTCOMES,
  type BlogFormField,
  type BlogFormState,
} from '@/lib/blog/blog-form';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { publishBlogPost, saveBlogPost, unpublishBlogPost } from '@/lib/data/blog-editor';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const t = messages.blog.editor;

/** Bounds what one post of the form may carry (the API bounds each field again). */
const MAX_CHARS: Record<BlogFormField, number> = {
  title: 1000,
  slug: 1000,
  teaser: 5000,
  body: 250_000,
  imageFileId: 100,
  imageAlt: 1000,
};
const postId = z.guid();

/** Saves the post as typed, then publishes or withdraws it when asked; on success back to the post's page. */
export async function saveBlogPostAction(previous: BlogFormState, form: FormData): Promise<BlogFormState> {
  await refuseWhenReadOnly();
  const values = Object.fromEntries(
    BLOG_FORM_FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, MAX_CHARS[f])]),
  ) as BlogFormState['values'];
  const parsedId = postId.safeParse(form.get('id'));
  const intent = BLOG_INTENTS.find((i) => i === form.get('intent')) ?? 'save';
  const state = (id: string | null, errors: BlogFormState['errors']): BlogFormState => ({ id, values, errors });

  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  if (!region || !viewer) return state(previous.id, { form: t.signedOut });
  const who = { region, userId: viewer.userId };
  const blank = (value: string) => value.trim() || null;
  const saved = await saveBlogPost(who, parsedId.success ? parsedId.data : null, {
    title: values.title,
    slug: blank(values.slug),
    teaser: blank(values.teaser),
    body: blank(values.body),
    imageFileId: blank(values.imageFileId),
    imageAlt: blank(values.imageAlt),
  });
  if (!saved.ok) return state(parsedId.success ? parsedId.data : previous.id, saved.errors);
  const then =
    intent === 'publish'
      ? await publishBlogPost(who, saved.id)
      : intent === 'unpublish'
        ? await unpublishBlogPost(who, saved.id)
        : saved;
  if (!then.ok) return state(saved.id, then.errors);
  redirect(`${blogEditorPostPath(saved.id)}?status=${BLOG_OUTCOMES[intent]}`);
}
