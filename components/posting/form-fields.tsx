'use client';

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { TermOption } from '@/lib/posting/terms';
import { toggleTerm } from '@/lib/posting/posting-input';
import styles from './posting.module.scss';

type Described = { id: string; label: string; hint?: ReactNode; error?: string };

/** The ids a control is described by: its hint, then its error (read after the label). */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function HintAndError({ id, hint, error }: Pick<Described, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </>
  );
}

/** The attributes that tie a control to its label's hint and error. */
type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A labelled control with its hint and German error below it, wired for screen readers. */
function Labelled({ id, label, hint, error, control }: Described & { control: (props: ControlProps) => ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({ id, label, hint, error, ...input }: Described & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} control={(aria) => <input {...aria} {...input} />} />
  );
}

export function TextArea({
  id,
  label,
  hint,
  error,
  ...input
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} control={(aria) => <textarea {...aria} {...input} />} />
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  ...select
}: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  // React applies a select's defaultValue only when it mounts, and React 19 resets a form after its action:
  // without a new mount the select fell back to its first default (Deutschland at the checkout) although the
  // answer named the posted choice. Keyed by its default, it remounts with the choice the server kept.
  const remount = select.defaultValue === undefined ? undefined : String(select.defaultValue);
  return (
    <Labelled
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(aria) => <select key={remount} {...aria} {...select} />}
    />
  );
}

/** A group of options (radio buttons or boxes) under one legend, with the group's error after it. */
export function ChoiceGroup({
  id,
  label,
  hint,
  error,
  scroll,
  children,
}: Described & { scroll?: boolean; children: ReactNode }) {
  return (
    <fieldset className={styles.choices} aria-describedby={describedBy(id, hint, error)} id={id}>
      <legend>{label}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      <ul className={`${styles.choiceList} ${scroll ? styles.scroll : ''}`}>{children}</ul>
    </fieldset>
  );
}

/** A box per taxonomy term; the list of checked tids changes as a whole. */
export function TermChoices({
  id,
  label,
  hint,
  error,
  terms,
  value,
  onChange,
}: Described & {
  terms: readonly TermOption[];
  value: readonly number[] | null | undefined;
  onChange: (tids: number[]) => void;
}) {
  const checked = new Set(value ?? []);
  return (
    <ChoiceGroup id={id} label={label} hint={hint} error={error} scroll={terms.length > 12}>
      {terms.map((term) => (
        <li key={term.tid}>
          <label>
            <input
              type="checkbox"
              checked={checked.has(term.tid)}
              onChange={(e) => onChange(toggleTerm(value, term.tid, e.target.checked))}
            />
            {term.label}
          </label>
        </li>
      ))}
    </ChoiceGroup>
  );
}
