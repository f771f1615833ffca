'use client';

import { useState, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { EditorToolbar } from '@/lib/graphql/generated/operations';
import { describedBy, TextArea } from '@/components/posting/form-fields';
import styles from '@/components/posting/posting.module.scss';
import blog from './blog.module.scss';

// Only the editor's page loads CKEditor: its chunk stays out of every public page's JavaScript.
const DescriptionEditor = dynamic(() => import('@/components/posting/description-editor'), {
  ssr: false,
  loading: () => <EditorLoading />,
});

function EditorLoading() {
  const t = useTranslations('blog.editor.fields');
  return <p className={styles.hint}>{t('editorLoading')}</p>;
}

const subscribe = () => () => {};

/**
 * The post's text: CKEditor 5 with the editors' toolbar (docs/product.md §6) once the browser runs scripts, its HTML
 * sent in a hidden field; without them a plain text area with the same name, so the form still saves. What the editor
 * holds survives a refused save: the island stays mounted and the server never resets it.
 */
export function BlogBodyField({
  initial,
  toolbar,
  error,
}: {
  initial: string;
  toolbar: EditorToolbar;
  error?: string;
}) {
  const t = useTranslations('blog.editor.fields');
  const enhanced = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [html, setHtml] = useState(initial);
  if (!enhanced)
    return <TextArea id="blog-body" name="body" label={t('body')} defaultValue={initial} rows={16} error={error} />;
  return (
    <div className={styles.field}>
      <span className={blog.label} id="blog-body-label">
        {t('body')}
      </span>
      <input type="hidden" name="body" value={html} />
      <div className={styles.editor}>
        <DescriptionEditor
          initial={initial}
          toolbar={toolbar}
          label={t('body')}
          describedBy={describedBy('blog-body', false, error)}
          onChange={setHtml}
          onBlur={() => undefined}
          onReady={() => undefined}
        />
      </div>
      {error && (
        <span id="blog-body-error" className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
