'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { fieldId, setIn } from '@/lib/workspace/profile-form';
import { describedBy, TermChoices } from '@/components/posting/form-fields';
import postingStyles from '@/components/posting/posting.module.scss';
import { ProfileSection, type SectionProps } from './profile-field';
import styles from './profile-editor.module.scss';

// CKEditor is loaded on this page only, in its own chunk: no public page ships it.
const DescriptionEditor = dynamic(() => import('@/components/posting/description-editor'), {
  ssr: false,
  loading: () => <EditorLoading />,
});

function EditorLoading() {
  const t = useTranslations('posting.fields');
  return <p className={postingStyles.hint}>{t('editorLoading')}</p>;
}

/** The first error of a term list (its entries are reported one by one: about.industry.2). */
const listError = (errors: Map<string, string>, path: string) =>
  [...errors].find(([field]) => field === path || field.startsWith(`${path}.`))?.[1];

/**
 * docs/product.md §3 about: the presentation as rich text (docs/product.md §6 toolbar of the role; the server keeps
 * what the docs/product.md §5 sanitizer allows when it publishes), industry, occupations, fields of study; and the
 * benefits.
 */
export function AboutSection({ s, editorKey }: { s: SectionProps; editorKey: number }) {
  const t = useTranslations('workspace.profile.about');
  const id = fieldId('about.presentation');
  const error = s.errors.get('about.presentation');
  const lists = [
    ['about.industry', 'industry', s.terms.industry, s.form.about.industry],
    ['about.occupation', 'occupation', s.terms.occupation, s.form.about.occupation],
    ['about.fieldsOfStudy', 'fieldsOfStudy', s.terms.fieldOfStudy, s.form.about.fieldsOfStudy],
    ['benefits', 'benefits', s.terms.benefit, s.form.benefits],
  ] as const;
  return (
    <ProfileSection id="profil-ueber-uns" title={t('legend')}>
      <div className={postingStyles.field}>
        <span className={postingStyles.hint} id={`${id}-hint`}>
          {t('presentationHint')}
        </span>
        <div className={postingStyles.editor} id={id}>
          <DescriptionEditor
            key={editorKey}
            initial={s.form.about.presentation}
            toolbar={s.toolbar}
            label={t('presentation')}
            describedBy={describedBy(id, true, error)}
            onReady={() => undefined}
            onChange={(html) => s.update((f) => setIn(f, 'about.presentation', html))}
            onBlur={() => undefined}
          />
        </div>
        {error && (
          <span id={`${id}-error`} className={postingStyles.fieldError}>
            {error}
          </span>
        )}
      </div>
      <div className={styles.grid}>
        {lists.map(([path, label, terms, value]) =>
          terms.length === 0 ? null : (
            <TermChoices
              key={path}
              id={fieldId(path)}
              label={t(label)}
              terms={terms}
              value={value}
              error={listError(s.errors, path)}
              onChange={(tids) => s.update((f) => setIn(f, path, tids))}
            />
          ),
        )}
      </div>
    </ProfileSection>
  );
}
