'use client';

import { fetchApplyPrefill, type LoadApplyPrefill, useApplyPrefill } from './apply-prefill';
import styles from './job-application-form.module.scss';

/**
 * Before the send button, for a signed-in visitor who applied to this job before: "Ja, ich möchte mich noch
 * einmal bewerben", which the server asks for before it takes a second application (docs/product-decisions.md,
 * "Applying twice"). Rendered at once when an attempt came back with that error (also without JavaScript),
 * otherwise once the visitor's answer says they applied.
 */
export function ApplyRepeatOption({
  jobId,
  label,
  error,
  load = fetchApplyPrefill,
}: {
  jobId: string;
  label: string;
  error?: string;
  load?: LoadApplyPrefill;
}) {
  const prefill = useApplyPrefill(jobId, load);
  const applied = !!error || (prefill?.signedIn === true && prefill.appliedAt !== null);
  if (!applied) return null;
  return (
    <div className={styles.field}>
      <label className={styles.choice}>
        <input
          id="apply-repeat"
          type="checkbox"
          name="repeat"
          value="1"
          aria-describedby={error ? 'apply-repeat-error' : undefined}
          aria-invalid={error ? true : undefined}
        />{' '}
        {label}
      </label>
      {error && (
        <p id="apply-repeat-error" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
