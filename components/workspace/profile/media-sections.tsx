'use client';

import { useTranslations } from 'next-intl';
import { FileUpload } from '@/components/posting/file-upload';
import { fieldId, setIn } from '@/lib/workspace/profile-form';
import {
  ListItem,
  ProfileSection,
  ProfileText,
  ProfileUpload,
  type SectionProps,
  withItem,
  withoutItem,
} from './profile-field';
import styles from './profile-editor.module.scss';

/** An upload that adds an entry to a list once the file is there (a gallery image, a PDF). */
function AddUpload({
  s,
  path,
  label,
  hint,
  pdf,
  onAdd,
}: {
  s: SectionProps;
  path: 'gallery' | 'attachments';
  label: string;
  hint: string;
  pdf?: boolean;
  onAdd: (fileId: string) => void;
}) {
  return (
    <FileUpload
      // Fresh after each added file, so the next one can be picked.
      key={s.files.size}
      id={fieldId(path)}
      label={label}
      hint={hint}
      accept={pdf ? 'application/pdf,.pdf' : 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp'}
      initial={null}
      // A refused file has left the list (the server reports it as gallery.3): its message shows here.
      error={[...s.errors].find(([field]) => new RegExp(`^${path}\\.\\d+$`).test(field))?.[1]}
      onChange={(fileId) => fileId && onAdd(fileId)}
    />
  );
}

/**
 * docs/product.md §3 gallery: images (docs/product.md §9, at least 400 × 300 px) with a description for people who
 * cannot see them.
 */
export function GallerySection({ s }: { s: SectionProps }) {
  const t = useTranslations('workspace.profile.gallery');
  return (
    <ProfileSection id="profil-galerie" title={t('legend')}>
      <ul className={styles.list}>
        {s.form.gallery.map((image, i) => {
          const file = s.files.get(image.fileId);
          return (
            <ListItem
              key={image.fileId}
              legend={t('image', { number: i + 1 })}
              onRemove={() => withoutItem(s, 'gallery', i)}
            >
              {file && <img className={styles.thumbnail} src={file.url} alt="" width={120} height={60} />}
              <ProfileText s={s} path={`gallery.${i}.alt`} label={t('alt')} />
              <ProfileText s={s} path={`gallery.${i}.title`} label={t('title')} />
            </ListItem>
          );
        })}
      </ul>
      <AddUpload
        s={s}
        path="gallery"
        label={t('add')}
        hint={t('hint')}
        onAdd={(fileId) => s.update((f) => setIn(f, 'gallery', [...f.gallery, { fileId, alt: '', title: '' }]), true)}
      />
    </ProfileSection>
  );
}

/**
 * docs/product.md §3 videos: shown as a link to the provider (no third-party player before consent), with a cover
 * image.
 */
export function VideosSection({ s }: { s: SectionProps }) {
  const t = useTranslations('workspace.profile');
  return (
    <ProfileSection id="profil-videos" title={t('videos.legend')}>
      <p>{t('videos.hint')}</p>
      <ul className={styles.list}>
        {s.form.videos.map((_, i) => (
          <ListItem key={i} legend={t('videos.video', { number: i + 1 })} onRemove={() => withoutItem(s, 'videos', i)}>
            <ProfileText
              s={s}
              path={`videos.${i}.source`}
              label={t('videos.source')}
              type="url"
              hint={t('company.urlHint')}
            />
            <ProfileText s={s} path={`videos.${i}.coverTitle`} label={t('videos.coverTitle')} />
            <ProfileUpload s={s} path={`videos.${i}.coverFileId`} label={t('videos.cover')} hint={t('gallery.hint')} />
          </ListItem>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        onClick={() => withItem(s, 'videos', { source: '', coverTitle: '', coverFileId: '' })}
      >
        {t('videos.add')}
      </button>
    </ProfileSection>
  );
}

/** docs/product.md §3 attachments: PDFs to download from the public page. */
export function AttachmentsSection({ s }: { s: SectionProps }) {
  const t = useTranslations('workspace.profile');
  return (
    <ProfileSection id="profil-dokumente" title={t('attachments.legend')}>
      <ul className={styles.list}>
        {s.form.attachments.map((id, i) => (
          <ListItem
            key={id}
            legend={s.files.get(id)?.name ?? t('attachments.legend')}
            onRemove={() => withoutItem(s, 'attachments', i)}
          >
            {s.files.get(id) && <a href={s.files.get(id)!.url}>{s.files.get(id)!.name}</a>}
          </ListItem>
        ))}
      </ul>
      <AddUpload
        s={s}
        path="attachments"
        label={t('attachments.add')}
        hint={t('attachments.hint')}
        pdf
        onAdd={(fileId) => s.update((f) => setIn(f, 'attachments', [...f.attachments, fileId]), true)}
      />
    </ProfileSection>
  );
}
