'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { BlogFormState } from '@/lib/blog/blog-form';
import type { BlogPostState, EditorToolbar } from '@/lib/graphql/generated/operations';
import { TextArea, TextField } from '@/components/posting/form-fields';
import { BlogBodyField } from './blog-body-field';
import { BlogImageField } from './blog-image-field';
import styles from './blog.module.scss';

type Props = {
  action: (state: BlogFormState, form: FormData) => Promise<BlogFormState>;
  initial: BlogFormState;
  /** The stored post's state, image and toolbar; null for a new post. */
  post: { state: BlogPostState; published: boolean; image: { fileId: string; url: string } | null } | null;
  toolbar: EditorToolbar;
  site: { regionId: string; locale: string };
};

/** The buttons each state offers: what is saved as it is, and the one that changes what visitors see. */
const ACTIONS: Record<BlogPostState, Array<[intent: string, label: string]>> = {
  draft: [
    ['save', 'saveDraft'],
    ['publish', 'publish'],
  ],
  published: [
    ['save', 'saveLive'],
    ['unpublish', 'unpublish'],
  ],
  withdrawn: [
    ['save', 'saveWithdrawn'],
    ['publish', 'republish'],
  ],
};

/**
 * A blog post's editor (docs/product-decisions.md "Blog"): a plain form to a server action that keeps every field as
 * typed when something is refused and names each problem in German next to its field. The text gets CKEditor, the
 * teaser image an upload island; without JavaScript the text is a plain text area.
 */
export function BlogPostForm({ action: save, initial, post, toolbar, site }: Props) {
  const t = useTranslations('blog.editor');
  const [state, action, pending] = useActionState<BlogFormState, FormData>(save, initial);
  const { values, errors } = state;
  const postState = post?.state ?? 'draft';
  return (
    <form action={action} noValidate>
      <input type="hidden" name="id" value={state.id ?? ''} />
      {Object.keys(errors).length > 0 && (
        <div role="alert" className={styles.alert}>
          <p>{errors.form ?? t('errorSummary')}</p>
        </div>
      )}
      <TextField
        id="blog-title"
        name="title"
        label={t('fields.title')}
        defaultValue={values.title}
        maxLength={150}
        required
        error={errors.title}
      />
      <TextField
        id="blog-slug"
        name="slug"
        label={t('fields.slug')}
        hint={post?.published ? t('fields.slugFixedHint') : t('fields.slugHint')}
        defaultValue={values.slug}
        readOnly={post?.published}
        maxLength={80}
        autoComplete="off"
        error={errors.slug}
      />
      <TextArea
        id="blog-teaser"
        name="teaser"
        label={t('fields.teaser')}
        hint={t('fields.teaserHint')}
        defaultValue={values.teaser}
        rows={3}
        maxLength={400}
        error={errors.teaser}
      />
      <BlogImageField
        regionId={site.regionId}
        locale={site.locale}
        current={post?.image ?? null}
        fileId={values.imageFileId}
        alt={values.imageAlt}
        errors={{ image: errors.imageFileId, alt: errors.imageAlt }}
      />
      <BlogBodyField initial={values.body} toolbar={toolbar} error={errors.body} />
      <div className={styles.actions}>
        {ACTIONS[postState].map(([intent, label], i) => (
          <button
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            className={i === 0 ? 'button button-secondary' : 'button'}
            disabled={pending}
          >
            {t(`actions.${label}` as 'actions.saveDraft')}
          </button>
        ))}
      </div>
    </form>
  );
}
