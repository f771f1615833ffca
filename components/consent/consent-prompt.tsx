'use client';

import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useApolloClient } from '@apollo/client/react';
import { ApolloClientProvider } from '@/components/providers/apollo-provider';
import { CONSENT_INFOS, HAS_LATEST_CONSENT, RECORD_CONSENT } from '@/lib/graphql/documents/consent';
import {
  CONSENT_MODAL_PLACEMENT,
  consentTypes,
  dismissalKey,
  infosToAsk,
  type ConsentInfo,
} from '@/lib/consent/consent-prompt';
import styles from './consent-prompt.module.scss';

export type ConsentLabels = {
  title: string;
  intro: string;
  agree: string;
  agreeRequired: string;
  submit: string;
  submitting: string;
  later: string;
  close: string;
  saved: string;
  loadError: string;
  saveError: string;
  closeNotice: string;
};

export type ConsentPromptProps = {
  regionId: string;
  locale: string;
  token: string;
  user: { id: string; email: string };
  labels: ConsentLabels;
};

/**
 * §4 consent modal, loaded only for signed-in users (the header's island imports it on demand, so
 * anonymous visitors download none of it): asks for the latest revision of the site's consent texts when
 * the user lacks it. A native modal dialog keeps the page behind it inert; Tab stays inside, Escape or
 * "Später" closes it for this browser session, and focus returns to where it was.
 */
export default function ConsentPrompt({ regionId, locale, token, user, labels }: ConsentPromptProps) {
  return (
    <ApolloClientProvider regionId={regionId} locale={locale} token={token}>
      <ConsentFlow user={user} labels={labels} />
    </ApolloClientProvider>
  );
}

type Notice = { kind: 'saved' | 'loadError'; text: string } | null;
/** Where the check stands, on the status region as data-consent (read by the end-to-end tests). */
type Phase = 'loading' | 'asked' | 'agreed' | 'dismissed' | 'saved' | 'error';

function ConsentFlow({ user, labels }: Pick<ConsentPromptProps, 'user' | 'labels'>) {
  const client = useApolloClient();
  const [asked, setAsked] = useState<ConsentInfo[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    setMounted(true);
    let alive = true;
    (async () => {
      const { data, error } = await client.query({
        query: CONSENT_INFOS,
        variables: { placement: CONSENT_MODAL_PLACEMENT },
        fetchPolicy: 'network-only',
      });
      if (error || !data) throw error ?? new Error('no consent infos');
      const infos = data.getGdprConsentInfos;
      // One question per type; the batching link sends them in one request.
      const answers = await Promise.all(
        consentTypes(infos).map(async (type) => {
          const answer = await client.query({
            query: HAS_LATEST_CONSENT,
            variables: { type, placement: CONSENT_MODAL_PLACEMENT },
            fetchPolicy: 'network-only',
          });
          if (answer.error || !answer.data) throw answer.error ?? new Error('no consent status');
          return [type, answer.data.hasTheLatestConsent.hasTheLatestConsent] as const;
        }),
      );
      const missing = infosToAsk(infos, new Map(answers));
      if (!alive) return;
      if (missing.length === 0) setPhase('agreed');
      else if (wasDismissed(dismissalKey(user.id, missing))) setPhase('dismissed');
      else {
        setAsked(missing);
        setPhase('asked');
      }
    })().catch((error: unknown) => {
      if (!alive) return;
      console.error('consent', error);
      setPhase('error');
      setNotice({ kind: 'loadError', text: labels.loadError });
    });
    return () => {
      alive = false;
    };
  }, [client, user.id, labels.loadError]);

  if (!mounted) return null;
  return createPortal(
    <>
      {asked.length > 0 && (
        <ConsentDialog
          infos={asked}
          labels={labels}
          onDismiss={() => {
            remember(dismissalKey(user.id, asked));
            setAsked([]);
            setPhase('dismissed');
          }}
          onSave={async () => {
            const results = await Promise.all(
              asked.map((info) =>
                client.mutate({ mutation: RECORD_CONSENT, variables: { mail: user.email, infoId: info.id } }),
              ),
            );
            const problems = results.flatMap((r) =>
              r.error ? [labels.saveError] : (r.data?.createGdprUserConsent.errors ?? [labels.saveError]),
            );
            if (problems.length > 0) return problems[0];
            setAsked([]);
            setPhase('saved');
            setNotice({ kind: 'saved', text: labels.saved });
            return null;
          }}
        />
      )}
      {/* Present before it has text, so screen readers announce what appears in it. */}
      <div className={styles.notices} role="status" data-consent={phase}>
        {notice && (
          <p className={notice.kind === 'saved' ? styles.saved : styles.failed}>
            <span>{notice.text}</span>
            <button
              type="button"
              className={styles.closeNotice}
              onClick={() => setNotice(null)}
              aria-label={labels.closeNotice}
              title={labels.closeNotice}
            >
              ×
            </button>
          </p>
        )}
      </div>
    </>,
    document.body,
  );
}

type DialogProps = {
  infos: ConsentInfo[];
  labels: ConsentLabels;
  onDismiss: () => void;
  /** Records the consents; a German problem to show, or null when saved. */
  onSave: () => Promise<string | null>;
};

function ConsentDialog({ infos, labels, onDismiss, onSave }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const optIns = infos.filter((info) => info.optIn);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // The title first, so a screen reader says what this is before the texts.
    heading.current?.focus();
    return () => {
      if (element.open) element.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  // Escape: the browser's cancel event; closing it that way is a dismissal.
  useEffect(() => {
    const element = dialog.current;
    const cancel = (event: Event) => {
      event.preventDefault();
      onDismiss();
    };
    element?.addEventListener('cancel', cancel);
    return () => element?.removeEventListener('cancel', cancel);
  }, [onDismiss]);

  /** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own controls. */
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
    ];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const unchecked = optIns.filter((info) => !checked[info.id]).map((info) => info.id);
    setMissing(unchecked);
    setProblem(null);
    if (unchecked.length > 0) {
      document.getElementById(`consent-agree-${unchecked[0]}`)?.focus();
      return;
    }
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
      onKeyDown={keepFocusInside}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="consent-title" ref={heading} tabIndex={-1} className={styles.title}>
          {labels.title}
        </h2>
        <p id="consent-intro">{labels.intro}</p>
        {infos.map((info) => {
          const invalid = missing.includes(info.id);
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
                    aria-describedby={`consent-text-${info.id}${invalid ? ` consent-error-${info.id}` : ''}`}
                    aria-invalid={invalid || undefined}
                  />
                  <label htmlFor={`consent-agree-${info.id}`}>{labels.agree}</label>
                  {invalid && (
                    <p id={`consent-error-${info.id}`} className={styles.error}>
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
          <button type="submit" className="button" disabled={pending}>
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

function wasDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function remember(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Without storage the modal asks again on the next page, which is the safe side.
  }
}
