'use client';

import { Fragment, useState } from 'react';
import type { TermOption } from '@/lib/posting/terms';
import { type FieldsProps, termOptions, useFieldKit } from './field-kit';

const LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;

/**
 * docs/product.md §3 languages (with a level per chosen language) and skills: taxonomy terms, free text and notes. A
 * level select appears as soon as a language is ticked where script runs, else once the choice is saved.
 */
export function TermGroupFields({
  terms,
  languages,
  ...props
}: FieldsProps & { terms: TermOption[]; languages: boolean }) {
  const { t, text, area, select, boxes, checked } = useFieldKit(props);
  const [ticked, setTicked] = useState(() => new Set(checked('tids')));
  const toggle = (value: string, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  const chosen = terms.filter((term) => ticked.has(String(term.tid)));
  return (
    <>
      {boxes(
        'tids',
        languages ? t('languageTerms') : t('skillTerms'),
        termOptions(terms),
        languages ? toggle : undefined,
      )}
      {languages &&
        chosen.map((term) => (
          <Fragment key={term.tid}>
            {select(
              `level.${term.tid}`,
              t('level', { language: term.label }),
              LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) })),
            )}
          </Fragment>
        ))}
      {text('free', t('free'), { maxLength: 500 })}
      {area('notes', t('notes'))}
    </>
  );
}
