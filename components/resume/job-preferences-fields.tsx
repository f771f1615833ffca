'use client';

import type { ResumeTerms } from '@/lib/data/resume';
import { type FieldsProps, termOptions, useFieldKit } from './field-kit';

const RADII = [5, 10, 20, 35, 50, 100];
const UNITS = ['month', 'year', 'hour'] as const;
const PERIODS = ['mornings', 'afternoons', 'evenings', 'nights', 'weekends'] as const;

/** docs/product.md §3 job_preferences (it has no phone field, so the wizard hides nothing here). */
export function JobPreferencesFields({ terms, ...props }: FieldsProps & { terms: ResumeTerms }) {
  const { t, text, select, boxes } = useFieldKit(props);
  return (
    <>
      {text('title', t('title'), { maxLength: 150 })}
      {boxes('desiredOccupation', t('desiredOccupation'), termOptions(terms.occupational_field))}
      {boxes('employmentType', t('employmentType'), termOptions(terms.employment_type))}
      {text('desiredLocation', t('desiredLocation'), { maxLength: 120, hint: t('placeHint') })}
      {select(
        'radiusKm',
        t('radiusKm'),
        RADII.map((km) => ({ value: String(km), label: t('radiusOption', { km }) })),
        t('radiusAny'),
      )}
      {text('salaryAmount', t('salaryAmount'), { inputMode: 'numeric', maxLength: 10 })}
      {select(
        'salaryUnit',
        t('salaryUnit'),
        UNITS.map((u) => ({ value: u, label: t(`salaryUnits.${u}`) })),
      )}
      {select('careerStatus', t('careerStatus'), termOptions(terms.career_status))}
      {text('availableStart', t('availableStart'), { type: 'date' })}
      {boxes(
        'availabilityPeriods',
        t('availabilityPeriods'),
        PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) })),
      )}
    </>
  );
}
