'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { SalaryUnit } from '@/lib/graphql/generated/operations';
import { parseGermanNumber } from '@/lib/forms/german-number';
import { errorOf } from '@/lib/posting/posting-input';
import { salaryBandLabel } from '@/lib/posting/salary-bands';
import { ChoiceGroup, SelectField, TextField } from '../form-fields';
import { setter, type StepProps } from '../wizard-context';
import styles from '../posting.module.scss';

const UNITS: readonly SalaryUnit[] = ['hour', 'day', 'week', 'month', 'year'];
const CURRENCIES = ['EUR', 'CHF', 'USD', 'GBP'];
const DEFAULT_CURRENCY = 'EUR';
/** What the period shows before it is chosen; the server assumes the same (server/postings/posting-input.ts). */
const DEFAULT_UNIT: SalaryUnit = 'month';

/**
 * Step 4 (Gehaltsangabe): a range (min, max, currency, unit) or a predefined band, with the docs/product.md §3 hint
 * that most applicants want one; required where the site says so (EU directive 2023/970). Where the site turned
 * SALARY_FREE_INPUT off only the bands are offered; an amount the posting holds from before stays until a band
 * replaces it (docs/product-decisions.md "Salary free input and attachments switched off").
 */
export function SalaryStep({ draft, context }: StepProps) {
  const t = useTranslations('posting.fields');
  const ts = useTranslations('salary');
  const { input, errors } = draft;
  const error = (field: string) => errorOf(errors, field);
  const free = context.salaryFreeInput;
  const [kind, setKind] = useState<'range' | 'band'>(input.salaryRange || !free ? 'band' : 'range');
  const salary = input.salary ?? {};
  // The currency and period shown preselected are saved with the first amount, not only once touched.
  const setSalary = (patch: Partial<typeof salary>) =>
    setter(
      draft,
      'salary',
    )({
      ...salary,
      currencyCode: salary.currencyCode ?? DEFAULT_CURRENCY,
      unit: salary.unit ?? DEFAULT_UNIT,
      ...patch,
    });
  const choose = (next: 'range' | 'band') => {
    setKind(next);
    // One kind of statement at a time: the other is cleared so the job page cannot show both.
    draft.update(next === 'band' ? { salary: null } : { salaryRange: null });
  };
  const chooseBand = (band: string | null) => draft.update({ salaryRange: band, salary: null });
  return (
    <>
      <p className={styles.success} id="posting-salary-note">
        {t('salaryHint')}
        {context.salaryRequired && (
          <>
            {' '}
            <strong>{t('salaryRequired')}</strong>
          </>
        )}
      </p>
      {free ? (
        <ChoiceGroup id="posting-salary-kind" label={t('salaryKind')}>
          {(['range', 'band'] as const).map((k) => (
            <li key={k}>
              <label>
                <input type="radio" name="salary-kind" checked={kind === k} onChange={() => choose(k)} />
                {k === 'range' ? t('salaryKindRange') : t('salaryKindBand')}
              </label>
            </li>
          ))}
        </ChoiceGroup>
      ) : (
        !input.salaryRange &&
        (salary.min != null || salary.max != null) && <p id="posting-salary-kept">{t('salaryFreeKept')}</p>
      )}
      {kind === 'range' ? (
        <div className={styles.row}>
          <TextField
            id="posting-salary-min"
            inputMode="decimal"
            label={t('salaryMin')}
            required={context.salaryRequired}
            defaultValue={salary.min ?? ''}
            error={error('salary.min') ?? error('salary')}
            onChange={(e) => setSalary({ min: parseGermanNumber(e.target.value) })}
          />
          <TextField
            id="posting-salary-max"
            inputMode="decimal"
            label={t('salaryMax')}
            defaultValue={salary.max ?? ''}
            error={error('salary.max')}
            onChange={(e) => setSalary({ max: parseGermanNumber(e.target.value) })}
          />
          <SelectField
            id="posting-salary-currency"
            label={t('salaryCurrency')}
            value={salary.currencyCode ?? DEFAULT_CURRENCY}
            error={error('salary.currencyCode')}
            onChange={(e) => setSalary({ currencyCode: e.target.value })}
          >
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
          <SelectField
            id="posting-salary-unit"
            label={t('salaryUnit')}
            value={salary.unit ?? DEFAULT_UNIT}
            error={error('salary.unit')}
            onChange={(e) => setSalary({ unit: e.target.value as SalaryUnit })}
          >
            {UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {ts(`per.${unit}`)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : (
        <SelectField
          id="posting-salary-band"
          label={t('salaryBand')}
          value={input.salaryRange ?? ''}
          error={error('salaryRange') ?? (free ? undefined : error('salary'))}
          onChange={(e) =>
            // Without free input a band also replaces an amount kept from before the switch.
            free ? setter(draft, 'salaryRange')(e.target.value || null) : chooseBand(e.target.value || null)
          }
        >
          <option value="">{t('salaryBandNone')}</option>
          {context.salaryBands.map((band) => (
            <option key={band.key} value={band.key}>
              {salaryBandLabel(band, { from: ts('from'), upTo: ts('upTo') })}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
