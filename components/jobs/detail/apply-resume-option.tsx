'use client';

import { useEffect, useRef } from 'react';
import { fetchApplyPrefill, type LoadApplyPrefill, useApplyPrefill } from './apply-prefill';
import styles from './job-application-form.module.scss';

const FILLED = ['firstName', 'lastName', 'emailAddress'] as const;

/**
 * Inside the apply form, for a signed-in visitor: fills the name and address fields they have not typed into
 * (a draft's values stay), and offers "Lebenslauf als PDF anhängen" when their resume can go along, ticked
 * unless they unticked it in an earlier attempt (`draftChoice`). Anonymous visitors see nothing of it.
 */
export function ApplyResumeOption({
  jobId,
  texts,
  draftChoice,
  error,
  load = fetchApplyPrefill,
}: {
  jobId: string;
  texts: { attach: string; hint: string };
  /** The tick of an attempt that came back with errors; null without one. */
  draftChoice: boolean | null;
  error?: string;
  load?: LoadApplyPrefill;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const prefill = useApplyPrefill(jobId, load);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form || !prefill?.signedIn) return;
    for (const name of FILLED) {
      const input = form.elements.namedItem(name);
      const value = prefill[name];
      if (input instanceof HTMLInputElement && !input.value && value) input.value = value;
    }
  }, [prefill]);
  const offered = prefill?.signedIn && prefill.canAttachResume;
  return (
    <div ref={marker} className={offered ? styles.field : undefined} hidden={!offered}>
      {offered && (
        <>
          <label className={styles.choice}>
            <input
              id="apply-attachResume"
              type="checkbox"
              name="attachResume"
              value="1"
              defaultChecked={draftChoice ?? true}
              aria-describedby={`apply-attachResume-hint${error ? ' apply-attachResume-error' : ''}`}
              aria-invalid={error ? true : undefined}
            />{' '}
            {texts.attach}
          </label>
          <p id="apply-attachResume-hint" className={styles.hint}>
            {texts.hint}
          </p>
          {error && (
            <p id="apply-attachResume-error" className={styles.error}>
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
