'use client';

import { useEffect, useState } from 'react';
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
import { ConsentDialog, type ConsentDialogLabels } from './consent-dialog';
import styles from './consent-prompt.module.scss';

export type ConsentLabels = ConsentDialogLabels & {
  saved: string;
  loadError: string;
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
 * docs/product.md §4 consent modal, loaded only for signed-in users (the header's island imports it on demand, so
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
