'use client';

import { type FieldsProps, useFieldKit } from './field-kit';

// One "Keine Angabe": the empty first option. A stored 'none' (still accepted by server/resumes/resume-input.ts)
// means the same and shows as it.
const SALUTATIONS = ['ms', 'mr', 'diverse'] as const;

/**
 * docs/product.md §3 personal_info; in the wizard without photo, about and phone (docs/product.md §3 hides them there).
 */
export function PersonalInfoFields({ wizard, ...props }: FieldsProps & { wizard: boolean }) {
  const { t, text, area, select } = useFieldKit(props);
  const privately = { hint: t('privateHint') };
  return (
    <>
      {select(
        'salutation',
        t('salutation'),
        SALUTATIONS.map((s) => ({ value: s, label: t(`salutations.${s}`) })),
        t('salutationNone'),
      )}
      {text('firstName', t('firstName'), { required: true, autoComplete: 'given-name', maxLength: 100, ...privately })}
      {text('lastName', t('lastName'), { required: true, autoComplete: 'family-name', maxLength: 100, ...privately })}
      {!wizard && text('phone', t('phone'), { type: 'tel', autoComplete: 'tel', maxLength: 40, ...privately })}
      {text('birthday', t('birthday'), { type: 'date', autoComplete: 'bday', ...privately })}
      {text('homeLocation', t('homeLocation'), { maxLength: 120, hint: `${t('placeHint')}. ${t('privateHint')}` })}
      {!wizard && area('about', t('about'))}
    </>
  );
}
