'use client';

import { useMemo, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { ProfileDraftFieldsFragment } from '@/lib/graphql/generated/operations';
import { errorsByPath, fieldId } from '@/lib/workspace/profile-form';
import postingStyles from '@/components/posting/posting.module.scss';
import { AboutSection } from './about-section';
import { CompanySection, InvoicingSection } from './company-sections';
import { ContactsSection, FaqSection, LocationsSection } from './list-sections';
import { AttachmentsSection, GallerySection, VideosSection } from './media-sections';
import type { SectionProps } from './profile-field';
import { useProfileDraft } from './use-profile-draft';
import styles from './profile-editor.module.scss';

const SECTIONS = [
  ['profil-unternehmen', 'company.legend'],
  ['profil-bilder', 'images.legend'],
  ['profil-ueber-uns', 'about.legend'],
  ['profil-ansprechpersonen', 'contacts.legend'],
  ['profil-galerie', 'gallery.legend'],
  ['profil-videos', 'videos.legend'],
  ['profil-standorte', 'locations.legend'],
  ['profil-fragen', 'faq.legend'],
  ['profil-dokumente', 'attachments.legend'],
  ['profil-netzwerke', 'social.legend'],
  ['profil-adresse', 'company.legalName'],
  ['profil-privat', 'personal.legend'],
] as const;

/** Focuses the control of an error's field, or of the nearest enclosing field that is on the page. */
function focusField(path: string) {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const element = document.getElementById(fieldId(parts.slice(0, n).join('.')));
    if (element) {
      const control = element.matches('input, select, textarea, fieldset')
        ? element
        : element.querySelector<HTMLElement>('[contenteditable], input, select, textarea');
      (control ?? element).focus();
      return;
    }
  }
}

/**
 * The employer's profile editor (docs/product.md §3 groups and sections): every section on one page, saved as a draft
 * while typing, published with one button, a preview exactly as visitors see it. German errors stand next to their
 * fields; after a refused publication a summary links to each of them.
 */
export function ProfileEditor({ initial, previewHref }: { initial: ProfileDraftFieldsFragment; previewHref: string }) {
  const t = useTranslations('workspace.profile');
  const format = useFormatter();
  const { form, update, draft, refused, status, publish, discard, publishErrors } = useProfileDraft(initial);
  const [editorKey, setEditorKey] = useState(0);
  const [showSummary, setShowSummary] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const errors = useMemo(() => errorsByPath(refused, draft.errors), [refused, draft.errors]);
  const files = useMemo(() => new Map(draft.files.map((f) => [f.id, f])), [draft.files]);
  const s: SectionProps = { form, update, errors, files, terms: draft.terms, toolbar: draft.toolbar };

  const onPublish = async () => {
    await publish();
    setShowSummary(true);
    requestAnimationFrame(() => summary.current?.focus());
  };
  const onDiscard = async () => {
    if (!window.confirm(t('actions.discardConfirm'))) return;
    await discard();
    setEditorKey((k) => k + 1);
    setShowSummary(false);
  };
  const time = draft.updatedAt ? format.dateTime(new Date(draft.updatedAt), { timeStyle: 'short' }) : '';
  const statusText = {
    idle: draft.hasDraft ? t('status.saved', { time }) : t('status.noDraft'),
    pending: t('status.unsaved'),
    saving: t('status.saving'),
    saved: t('status.saved', { time }),
    failed: t('status.failed'),
    published: t('status.published'),
    discarded: t('status.discarded'),
  }[status];

  return (
    <div className={styles.editor}>
      {draft.viaSupport && (
        <p className={styles.notice} role="note">
          {t('viaSupport', { name: draft.organizationName })}
        </p>
      )}
      <nav className={styles.toc} aria-label={t('sections')}>
        <ul>
          {SECTIONS.map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {showSummary && publishErrors.length > 0 && (
        <div className={styles.summary} ref={summary} tabIndex={-1} role="alert">
          <p>{t('status.errors', { count: publishErrors.length })}</p>
          <ul>
            {publishErrors.map((e) => (
              <li key={e.field}>
                <a
                  href={`#${fieldId(e.field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(e.field);
                  }}
                >
                  {e.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <CompanySection s={s} />
      <AboutSection s={s} editorKey={editorKey} />
      <ContactsSection s={s} />
      <GallerySection s={s} />
      <VideosSection s={s} />
      <LocationsSection s={s} />
      <FaqSection s={s} />
      <AttachmentsSection s={s} />
      <InvoicingSection s={s} />
      <div className={styles.bar}>
        <p className={styles.status} role="status">
          {statusText}
        </p>
        <a className={`button ${postingStyles.secondary}`} href={previewHref}>
          {t('actions.preview')}
        </a>
        <a href={draft.url}>{t('actions.publicPage')}</a>
        {draft.hasDraft && (
          <button type="button" className={`button ${postingStyles.secondary}`} onClick={() => void onDiscard()}>
            {t('actions.discard')}
          </button>
        )}
        <button type="button" className="button" onClick={() => void onPublish()}>
          {t('actions.publish')}
        </button>
      </div>
    </div>
  );
}
