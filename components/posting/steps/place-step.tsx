'use client';

import { useTranslations } from 'next-intl';
import { parseGermanNumber } from '@/lib/forms/german-number';
import { errorOf } from '@/lib/posting/posting-input';
import { TermChoices, TextField } from '../form-fields';
import { PlacePicker } from '../place-picker';
import { setter, type StepProps } from '../wizard-context';
import styles from '../posting.module.scss';

/** Step 2 (Ort & Rahmen): work places, remote options, employment type, start, end and runtime. */
export function PlaceStep({ draft, context, terms }: StepProps) {
  const t = useTranslations('posting.fields');
  const { input, errors } = draft;
  const error = (field: string) => errorOf(errors, field);
  const period = input.availabilityPeriod ?? {};
  const setPeriod = (patch: Partial<typeof period>) => setter(draft, 'availabilityPeriod')({ ...period, ...patch });
  return (
    <>
      <PlacePicker value={input.locations ?? []} onChange={setter(draft, 'locations')} error={error('locations')} />
      <TermChoices
        id="posting-remote"
        label={t('remoteOptions')}
        terms={terms.remote_option}
        value={input.remoteOptions}
        error={error('remoteOptions')}
        onChange={setter(draft, 'remoteOptions')}
      />
      <TermChoices
        id="posting-employment"
        label={t('employmentTypes')}
        terms={terms.employment_type}
        value={input.employmentTypes}
        error={error('employmentTypes')}
        onChange={setter(draft, 'employmentTypes')}
      />
      <fieldset className={styles.choices}>
        <legend>{t('start')}</legend>
        <ul className={styles.choiceList}>
          <li>
            <label>
              <input
                type="checkbox"
                checked={period.immediate === true}
                onChange={(e) =>
                  setPeriod({ immediate: e.target.checked, start: e.target.checked ? null : period.start })
                }
              />
              {t('startImmediate')}
            </label>
          </li>
        </ul>
        <div className={styles.row}>
          {!period.immediate && (
            <TextField
              id="posting-start"
              type="date"
              label={t('startDate')}
              value={period.start ?? ''}
              error={error('availabilityPeriod.start')}
              onChange={(e) => setPeriod({ start: e.target.value || null })}
            />
          )}
          <TextField
            id="posting-end"
            type="date"
            label={t('endDate')}
            hint={t('endDateHint')}
            value={period.end ?? ''}
            error={error('availabilityPeriod.end')}
            onChange={(e) => setPeriod({ end: e.target.value || null })}
          />
        </div>
      </fieldset>
      <TextField
        id="posting-duration"
        type="number"
        inputMode="numeric"
        min={1}
        label={t('durationDays')}
        hint={t('durationDaysHint', { days: context.defaultDurationDays })}
        value={input.durationDays ?? ''}
        error={error('durationDays')}
        onChange={(e) => setter(draft, 'durationDays')(parseGermanNumber(e.target.value))}
      />
    </>
  );
}
