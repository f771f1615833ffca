import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { saveBlogPostAction } from '@/lib/actions/blog-actions';
import type { BlogFormState, BlogOutcome } from '@/lib/blog/blog-form';
import { BLOG_EDITOR_PATH } from '@/lib/blog/blog-pages';
import type { EditorPost } from '@/lib/data/blog-editor';
import messages from '@/messages/de.json';
import { BlogPostForm } from './blog-post-form';
import styles from './blog.module.scss';

/** The form's first state: the stored post's fields, or empty ones for a new post. */
function initialState(post: EditorPost | null): BlogFormState {
  return {
    id: post?.id ?? null,
    values: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      teaser: post?.teaser ?? '',
      body: post?.body ?? '',
      imageFileId: post?.imageFileId ?? '',
      imageAlt: post?.image?.alt ?? '',
    },
    errors: {},
  };
}

/**
 * A post's editor page: its heading and state, what the last action did (`outcome`), the way to the public post and
 * back to the list, and the form with the German messages its islands need (CKEditor's own chunk loads only here).
 */
export async function BlogEditor({
  region,
  post,
  outcome,
}: {
  region: Region;
  post: EditorPost | null;
  outcome: BlogOutcome | null;
}) {
  const t = await getTranslations('blog.editor');
  return (
    <section className={styles.page} aria-labelledby="blog-editor-title">
      <h1 id="blog-editor-title">{post ? t('editHeading') : t('newHeading')}</h1>
      <div role="status">{outcome && <p className={styles.notice}>{t(`outcome.${outcome}`)}</p>}</div>
      {post && <p>{t('stateNow', { state: t(`states.${post.state}`) })}</p>}
      <p className={styles.actions}>
        <Link href={BLOG_EDITOR_PATH} prefetch={false}>
          {t('back')}
        </Link>
        {post?.state === 'published' && (
          <Link href={post.url} prefetch={false}>
            {t('view')}
          </Link>
        )}
      </p>
      <NextIntlClientProvider
        messages={{ blog: { editor: messages.blog.editor }, posting: { fields: messages.posting.fields } }}
      >
        <BlogPostForm
          action={saveBlogPostAction}
          initial={initialState(post)}
          post={
            post && {
              state: post.state,
              published: post.publishedAt !== null,
              image: post.imageFileId && post.image ? { fileId: post.imageFileId, url: post.image.url } : null,
            }
          }
          toolbar={post?.toolbar ?? 'full'}
          site={{ regionId: region.id, locale: region.DEFAULT_LOCALE }}
        />
      </NextIntlClientProvider>
    </section>
  );
}
