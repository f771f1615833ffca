'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { EditorToolbar, ProfileDraftFieldsFragment } from '@/lib/graphql/generated/operations';
import { fieldId, getIn, type ProfileForm, setIn } from '@/lib/workspace/profile-form';
import { FileUpload } from '@/components/posting/file-upload';
import { TextArea, TextField } from '@/components/posting/form-fields';
import styles from './profile-editor.module.scss';

export type ProfileFile = ProfileDraftFieldsFragment['files'][number];

/** What every section of the editor gets: the form, how to change it, and the server's answers. */
export type SectionProps = {
  form: ProfileForm;
  update: (change: (form: ProfileForm) => ProfileForm, now?: boolean) => void;
  errors: Map<string, string>;
  files: Map<string, ProfileFile>;
  terms: ProfileDraftFieldsFragment['terms'];
  toolbar: EditorToolbar;
};

type TextProps = {
  s: SectionProps;
  path: string;
  label: string;
  hint?: string;
  type?: 'text' | 'url' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric';
};

/** A text input bound to a form path, with its German error from the server below it. */
export function ProfileText({ s, path, label, hint, type = 'text', multiline, autoComplete, inputMode }: TextProps) {
  const common = {
    id: fieldId(path),
    label,
    hint,
    error: s.errors.get(path),
    value: String(getIn(s.form, path)),
  };
  if (multiline)
    return <TextArea {...common} rows={4} onChange={(e) => s.update((f) => setIn(f, path, e.target.value))} />;
  return (
    <TextField
      {...common}
      type={type}
      autoComplete={autoComplete ?? 'off'}
      inputMode={inputMode}
      onChange={(e) => s.update((f) => setIn(f, path, e.target.value))}
    />
  );
}

/**
 * An image or PDF of the profile: uploaded (uploadFile), then saved at once, so the server's check of the
 * image (docs/product.md §9) is answered while the editor still looks at it. `errorPath` is where the server reports
 * it.
 */
export function ProfileUpload({
  s,
  path,
  errorPath = path,
  label,
  hint,
  pdf,
}: {
  s: SectionProps;
  path: string;
  errorPath?: string;
  label: string;
  hint: string;
  pdf?: boolean;
}) {
  const value = String(getIn(s.form, path));
  const file = value ? s.files.get(value) : undefined;
  return (
    <div className={styles.upload}>
      {file && !pdf && <img className={styles.thumbnail} src={file.url} alt="" width={120} height={60} />}
      <FileUpload
        // A new key per value: a refused upload shows the file the draft kept, not the refused one.
        key={value || 'none'}
        id={fieldId(errorPath)}
        label={label}
        hint={hint}
        accept={pdf ? 'application/pdf,.pdf' : 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp'}
        initial={file ? { id: file.id, name: file.name, url: file.url } : null}
        error={s.errors.get(errorPath)}
        onChange={(id) => s.update((f) => setIn(f, path, id ?? ''), true)}
      />
    </div>
  );
}

/** One entry of a repeatable section (a contact person, an FAQ entry …) with its remove button. */
export function ListItem({
  legend,
  onRemove,
  children,
}: {
  legend: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('workspace.profile.actions');
  return (
    <li>
      <fieldset className={styles.item}>
        <legend>{legend}</legend>
        {children}
        <button type="button" className={styles.remove} onClick={onRemove}>
          {t('removeItem', { item: legend })}
        </button>
      </fieldset>
    </li>
  );
}

/** The list of a section's path without entry `index`. */
export function withoutItem(s: SectionProps, path: keyof ProfileForm, index: number) {
  s.update((f) =>
    setIn(
      f,
      path,
      (f[path] as unknown[]).filter((_, i) => i !== index),
    ),
  );
}

/** The list of a section's path with one entry added. */
export function withItem<K extends keyof ProfileForm>(s: SectionProps, path: K, item: unknown) {
  s.update((f) => setIn(f, path, [...(f[path] as unknown[]), item]));
}

/** A section of the page: a heading that the section links point to, and its fields. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
