'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useApolloClient } from '@apollo/client/react';
import { SUBMIT_JOB_POSTING } from '@/lib/graphql/documents/job-posting';
import type { JobState, SubmitOutcome } from '@/lib/graphql/generated/operations';
import type { FieldError } from '@/lib/posting/posting-input';
import { creditHref } from '@/lib/posting/credit-href';
import { fromLocalDateTime, toLocalDateTime } from '@/lib/posting/publish-time';
import { stepOfField, wizardPath } from '@/lib/posting/wizard-steps';
import { ChoiceGroup, TextField } from './form-fields';
import type { PostingDraft } from './use-posting-draft';
import type { PostingContext } from './wizard-context';
import styles from './posting.module.scss';
import { trackEvent } from '@/lib/analytics/track';

/** What the last step knows of the posting beyond its fields. */
export type PublishInfo = {
  state: JobState;
  organization: { name: string; jobCredits: number; freeJobSlots: number; trusted: boolean };
  missing: FieldError[];
  reviewNote: string | null;
};

type Result = { outcome: SubmitOutcome; url: string; errors: FieldError[]; publishAt: string | null } | 'failed';

/** Outcomes after which the posting is on its way: nothing is left to publish on this step. */
const SETTLED = new Set<SubmitOutcome>(['published', 'scheduled', 'needs_review']);

/**
 * Step 7 (Vorschau & Veröffentlichen): what is still missing (each linked to its step), the credit that
 * publishing takes, now or at a date and time, and the outcome of submitJobPosting in plain German.
 */
export function PublishPanel({
  id,
  draft,
  context,
  info,
}: {
  id: string;
  draft: PostingDraft;
  context: PostingContext;
  info: PublishInfo;
}) {
  const t = useTranslations('posting.publish');
  const ts = useTranslations('posting.steps');
  const format = useFormatter();
  const client = useApolloClient();
  const outcome = useRef<HTMLDivElement>(null);
  const [later, setLater] = useState(draft.input.publishAt != null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const router = useRouter();
  const settled = result !== null && result !== 'failed' && SETTLED.has(result.outcome);
  const live = info.state === 'published';
  // An ended job is not published from the wizard: republishing charges, so it asks first in the job manager.
  const ended = info.state === 'archived';
  const review = context.reviewPolicy === 'all' || (context.reviewPolicy === 'untrusted' && !info.organization.trusted);
  const missing = result && result !== 'failed' && result.outcome === 'invalid' ? result.errors : info.missing;

  const submit = async () => {
    setBusy(true);
    const saved = await draft.save();
    const { data } = saved
      ? await client.mutate({ mutation: SUBMIT_JOB_POSTING, variables: { id } }).catch(() => ({ data: undefined }))
      : { data: undefined };
    const answer = data?.submitJobPosting;
    // docs/product.md §7 job_edit: the posting was sent, with how it ended (published, in review, scheduled …).
    if (answer) trackEvent('job_edit', { entity_id: id, entity_type: 'job', request_status: answer.outcome });
    setResult(
      answer
        ? {
            outcome: answer.outcome,
            url: answer.posting.url,
            errors: answer.errors,
            publishAt: draft.input.publishAt ?? null,
          }
        : 'failed',
    );
    setBusy(false);
    requestAnimationFrame(() => outcome.current?.focus());
    // The page around the panel (the preview's note) shows the posting's new state.
    if (answer && SETTLED.has(answer.outcome)) router.refresh();
  };

  return (
    <>
      {info.reviewNote && <p className={styles.alert}>{t('reviewNote', { note: info.reviewNote })}</p>}
      <section aria-labelledby="publish-missing">
        <h3 id="publish-missing">{t('missingHeading')}</h3>
        {missing.length === 0 ? (
          <p>{t('missingNone')}</p>
        ) : (
          <ul>
            {missing.map((m) => (
              <li key={m.field}>
                <a href={wizardPath(id, stepOfField(m.field))}>
                  {ts(stepOfField(m.field))}: {m.message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {settled ? null : ended ? (
        <p>
          {t('ended')} <a href={`/job-manager/verlaengern/${encodeURIComponent(id)}`}>{t('endedLink')}</a>
        </p>
      ) : live ? (
        <p>{t('live', { review: review ? 'yes' : 'no' })}</p>
      ) : (
        <>
          <p>
            {t('credits', {
              organization: info.organization.name,
              credits: info.organization.jobCredits,
              slots: info.organization.freeJobSlots,
            })}{' '}
            {t('costs')}
          </p>
          {review && <p>{context.reviewPolicy === 'all' ? t('reviewAll') : t('reviewUntrusted')}</p>}
          <ChoiceGroup id="publish-when" label={t('when')}>
            {[false, true].map((value) => (
              <li key={String(value)}>
                <label>
                  <input
                    type="radio"
                    name="publish-when"
                    checked={later === value}
                    onChange={() => {
                      setLater(value);
                      if (!value) draft.update({ publishAt: null });
                    }}
                  />
                  {value ? t('later') : t('now')}
                </label>
              </li>
            ))}
          </ChoiceGroup>
          {later && (
            <TextField
              id="publish-at"
              type="datetime-local"
              label={t('publishAt')}
              defaultValue={toLocalDateTime(draft.input.publishAt)}
              error={draft.errors.publishAt}
              onChange={(e) => draft.update({ publishAt: fromLocalDateTime(e.target.value) })}
            />
          )}
        </>
      )}
      {!settled && !ended && (
        <p>
          <button type="button" className="button" disabled={busy} onClick={() => void submit()}>
            {busy ? t('submitting') : live ? t('sendChanges') : later ? t('schedule') : t('submit')}
          </button>
        </p>
      )}
      <div ref={outcome} tabIndex={-1} role="status">
        {result && <Outcome result={result} creditUrl={creditHref(context.creditUrl, id)} format={format} />}
      </div>
    </>
  );
}

function Outcome({
  result,
  creditUrl,
  format,
}: {
  result: Result;
  creditUrl: string;
  format: ReturnType<typeof useFormatter>;
}) {
  const t = useTranslations('posting.publish');
  if (result === 'failed') return <p className={styles.alert}>{t('failed')}</p>;
  switch (result.outcome) {
    case 'published':
      return (
        <p className={styles.success}>
          {t('published')} <a href={result.url}>{t('publishedLink')}</a>
        </p>
      );
    case 'scheduled':
      return (
        <p className={styles.success}>
          {t('scheduled', {
            date: result.publishAt
              ? format.dateTime(new Date(result.publishAt), { dateStyle: 'long', timeStyle: 'short' })
              : '',
          })}
        </p>
      );
    case 'needs_review':
      return <p className={styles.success}>{t('needsReview')}</p>;
    case 'no_credit':
      return (
        <p className={styles.alert}>
          {t('noCredit')} <a href={creditUrl}>{t('noCreditLink')}</a>
        </p>
      );
    case 'invalid':
      return <p className={styles.alert}>{t('invalid')}</p>;
    case 'email_unconfirmed':
      // A mailed sign-in link confirms the address when used (next-auth sets users.emailVerified).
      return (
        <p className={styles.alert}>
          {t('emailUnconfirmed')} <a href={confirmEmailHref()}>{t('emailUnconfirmedLink')}</a>
        </p>
      );
  }
}

/** The sign-in page, coming back to this wizard page: its "Anmeldelink per E-Mail" confirms the address. */
function confirmEmailHref(): string {
  const back = typeof window === 'undefined' ? '/job/wizard' : window.location.pathname;
  return `/user/login?callbackUrl=${encodeURIComponent(back)}`;
}
