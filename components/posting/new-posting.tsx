'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useApolloClient } from '@apollo/client/react';
import { SAVE_JOB_POSTING } from '@/lib/graphql/documents/job-posting';
import type { JobType } from '@/lib/graphql/generated/operations';
import { errorsByField, newPostingInput } from '@/lib/posting/posting-input';
import { wizardPath } from '@/lib/posting/wizard-steps';
import { SelectField } from './form-fields';
import { usePostingAudience } from './posting-session';
import styles from './posting.module.scss';

const TYPES: readonly JobType[] = ['job_per_template', 'job_per_link', 'job_per_file'];

/** /job/wizard: the job type (and organization when there are several) starts a server-side draft. */
export function NewPosting({ organizations }: { organizations: ReadonlyArray<{ id: string; name: string }> }) {
  const t = useTranslations('posting');
  const router = useRouter();
  const client = useApolloClient();
  const ready = usePostingAudience().token !== null;
  const [type, setType] = useState<JobType>('job_per_template');
  const [organizationId, setOrganizationId] = useState(organizations[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { data } = await client
      .mutate({ mutation: SAVE_JOB_POSTING, variables: { id: null, input: newPostingInput(type, organizationId) } })
      .catch(() => ({ data: undefined }));
    const result = data?.saveJobPosting;
    if (result?.posting) return router.push(wizardPath(result.posting.id, 'anzeige'));
    setBusy(false);
    const errors = errorsByField(result?.errors ?? []);
    setError(Object.values(errors)[0] ?? t('publish.failed'));
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-describedby={error ? 'new-posting-error' : undefined}>
      <fieldset className={styles.choices}>
        <legend>{t('types.legend')}</legend>
        {TYPES.map((value) => (
          <label key={value} className={styles.typeCard}>
            <input
              type="radio"
              name="type"
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
              aria-describedby={`type-${value}-hint`}
            />
            <span>
              <strong>{t(`types.${value}`)}</strong>
              <span id={`type-${value}-hint`} className={styles.hint}>
                {t(`types.${value}Hint`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {organizations.length > 1 && (
        <SelectField
          id="new-posting-organization"
          label={t('organization')}
          value={organizationId ?? ''}
          onChange={(e) => setOrganizationId(e.target.value)}
        >
          {organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
      )}
      {error && (
        <p id="new-posting-error" className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={!ready || busy}>
        {busy ? t('creating') : t('create')}
      </button>
    </form>
  );
}
