'use client';

import { useTranslations } from 'next-intl';
import type { FormValues } from '@/lib/resume/form-values';
import type { TermOption } from '@/lib/posting/terms';
import { ChoiceGroup, SelectField, TextArea, TextField } from '@/components/posting/form-fields';

/** What every section's fields read: the values shown and the problems by field name. */
export type FieldsProps = { values: FormValues; errors: Record<string, string> };

const one = (values: FormValues, name: string) => {
  const v = values[name];
  return typeof v === 'string' ? v : '';
};
const many = (values: FormValues, name: string) => {
  const v = values[name];
  return Array.isArray(v) ? v : [];
};

/** Field props bound to a section's values and errors (ids prefixed so two forms never collide). */
export function useFieldKit({ values, errors }: FieldsProps) {
  const t = useTranslations('resume.form');
  const id = (name: string) => `resume-${name.replace(/\./g, '-')}`;
  return {
    t,
    text: (name: string, label: string, extra: Record<string, unknown> = {}) => (
      <TextField
        id={id(name)}
        name={name}
        label={label}
        defaultValue={one(values, name)}
        error={errors[name]}
        {...extra}
      />
    ),
    area: (name: string, label: string) => (
      <TextArea
        id={id(name)}
        name={name}
        label={label}
        rows={4}
        defaultValue={one(values, name)}
        error={errors[name]}
        maxLength={2000}
      />
    ),
    select: (name: string, label: string, options: Array<{ value: string; label: string }>, empty = t('choose')) => (
      <SelectField id={id(name)} name={name} label={label} defaultValue={one(values, name)} error={errors[name]}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    ),
    /** A box per term (or fixed choice), plain checkboxes that post every checked value under one name. */
    /** `onToggle` lets the page react at once where script runs (the posted form is the same without). */
    boxes: (
      name: string,
      label: string,
      options: Array<{ value: string; label: string }>,
      onToggle?: (value: string, on: boolean) => void,
    ) => {
      const checked = new Set(many(values, name));
      const error = errors[name] ?? Object.entries(errors).find(([k]) => k.startsWith(`${name}.`))?.[1];
      return (
        <ChoiceGroup id={id(name)} label={label} error={error} scroll={options.length > 12}>
          {options.map((o) => (
            <li key={o.value}>
              <label>
                <input
                  type="checkbox"
                  name={name}
                  value={o.value}
                  defaultChecked={checked.has(o.value)}
                  onChange={onToggle && ((e) => onToggle(o.value, e.target.checked))}
                />
                {o.label}
              </label>
            </li>
          ))}
        </ChoiceGroup>
      );
    },
    checked: (name: string) => many(values, name),
    value: (name: string) => one(values, name),
  };
}

export const termOptions = (terms: readonly TermOption[]) =>
  terms.map((t) => ({ value: String(t.tid), label: t.label }));
