'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FileUpload } from '@/components/posting/file-upload';
import { TextField } from '@/components/posting/form-fields';
import { PostingSession } from '@/components/posting/posting-session';
import type { ShownFile } from '@/components/posting/wizard-context';
import styles from './blog.module.scss';

type Props = {
  regionId: string;
  locale: string;
  /** The post's image as stored: its file, its address and alt text. */
  current: { fileId: string; url: string } | null;
  /** What the form sent last (after a refused save): the chosen file and alt text. */
  fileId: string;
  alt: string;
  errors: { image?: string; alt?: string };
};

/**
 * The teaser image: uploaded at once through the API (uploadFile, as the job wizard and the profile editor do), its id
 * sent with the form, which the server checks and re-encodes when the post is saved; the file field itself has no
 * name, so the form never carries the picture's bytes. The alt text goes with the form.
 */
export function BlogImageField({ regionId, locale, current, fileId: sent, alt, errors }: Props) {
  const t = useTranslations('blog.editor.fields');
  const [fileId, setFileId] = useState(sent);
  const initial: ShownFile = sent ? { id: sent, name: t('currentImage'), url: current?.url ?? '' } : null;
  return (
    <PostingSession regionId={regionId} locale={locale}>
      <input type="hidden" name="imageFileId" value={fileId} />
      {current && fileId === current.fileId && (
        <img src={current.url} alt="" width={384} height={192} className={styles.preview} />
      )}
      <FileUpload
        id="blog-imageFileId"
        label={t('image')}
        hint={t('imageHint')}
        accept="image/jpeg,image/png,image/webp"
        initial={initial}
        error={errors.image}
        onChange={(id) => setFileId(id ?? '')}
      />
      <noscript>
        <p>{t('imageNeedsScript')}</p>
      </noscript>
      <TextField
        id="blog-imageAlt"
        name="imageAlt"
        label={t('imageAlt')}
        hint={t('imageAltHint')}
        defaultValue={alt}
        maxLength={200}
        error={errors.alt}
      />
    </PostingSession>
  );
}
