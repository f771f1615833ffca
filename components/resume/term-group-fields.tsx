'use client';

import { Fragment } from 'react';
import type { TermOption } from '@/lib/posting/terms';
import { type FieldsProps, termOptions, useFieldKit } from './field-kit';

const LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;

/** §3 languages (with a level per chosen language) and skills: taxonomy terms, free text and notes. */
export function TermGroupFields({
  terms,
  languages,
  ...props
}: FieldsProps & { terms: TermOption[]; languages: boolean }) {
  const { t, text, area, select, boxes, checked } = useFieldKit(props);
  const chosen = terms.filter((term) => checked('tids').includes(String(term.tid)));
  return (
    <>
      {boxes('tids', languages ? t('languageTerms') : t('skillTerms'), termOptions(terms))}
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
