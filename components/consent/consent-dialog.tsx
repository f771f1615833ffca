'use client';

import { useRef, useState, type FormEvent } from 'react';
import { allAgreed, type ConsentInfo } from '@/lib/consent/consent-prompt';
import { keepFocusInside, useModalDialog } from '@/lib/forms/modal-dialog';
import styles from './consent-prompt.module.scss';

/** The texts the dialog itself shows; the prompt adds those of its notices. */
export type ConsentDialogLabels = {
  title: string;
  intro: string;
  agree: string;
  agreeRequired: string;
  submit: string;
  submitting: string;
  later: string;
  close: string;
  saveError: string;
};

type DialogProps = {
  infos: ConsentInfo[];
  labels: ConsentDialogLabels;
  onDismiss: () => void;
  /** Records the consents; a German problem to show, or null when saved. */
  onSave: () => Promise<string | null>;
};

/**
 * The docs/product.md §4 consent texts in a native modal dialog: the save button stays disabled until every opt-in box
 * is ticked (docs/product.md §5), with the reason next to each open box; Tab stays inside, Escape or "Später" dismisses
 * it, and focus returns to where it was when it closes.
 */
export function ConsentDialog({ infos, labels, onDismiss, onSave }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const valid = allAgreed(infos, checked);

  useModalDialog(dialog, heading, onDismiss);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !valid) return;
    setProblem(null);
    setPending(true);
    let answer: string | null;
    try {
      answer = await onSave();
    } catch {
      answer = labels.saveError;
    }
    setPending(false);
    setProblem(answer);
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="consent-title"
      aria-describedby="consent-intro"
      onKeyDown={(event) => keepFocusInside(event, dialog.current, heading.current)}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="consent-title" ref={heading} tabIndex={-1} className={styles.title}>
          {labels.title}
        </h2>
        <p id="consent-intro">{labels.intro}</p>
        {infos.map((info) => {
          const open = !checked[info.id];
          return (
            <div key={info.id} className={styles.info}>
              {/* Sanitized on the server (filtered_html) by getGdprConsentInfos. */}
              <div
                id={`consent-text-${info.id}`}
                className={styles.text}
                dangerouslySetInnerHTML={{ __html: info.text }}
              />
              {info.optIn && (
                <div className={styles.agree}>
                  <input
                    type="checkbox"
                    id={`consent-agree-${info.id}`}
                    checked={!!checked[info.id]}
                    onChange={(event) => setChecked((c) => ({ ...c, [info.id]: event.target.checked }))}
                    aria-describedby={`consent-text-${info.id}${open ? ` consent-hint-${info.id}` : ''}`}
                  />
                  <label htmlFor={`consent-agree-${info.id}`}>{labels.agree}</label>
                  {open && (
                    <p id={`consent-hint-${info.id}`} className={styles.hint}>
                      {labels.agreeRequired}
                    </p>
                  )}
                </div>
              )}
            </div>
          );
        })}
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={pending || !valid}>
            {pending ? labels.submitting : labels.submit}
          </button>
          <button type="button" className={styles.later} onClick={onDismiss}>
            {labels.later}
          </button>
        </div>
      </form>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={labels.close} title={labels.close}>
        ×
      </button>
    </dialog>
  );
}
