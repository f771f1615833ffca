import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { extendJobAction } from '@/lib/actions/extend-job-action';
import type { JobExtensionQuoteQuery } from '@/lib/graphql/generated/operations';
import styles from './job-manager.module.scss';

type Quote = NonNullable<JobExtensionQuoteQuery['jobExtensionQuote']>;

/**
 * What extending (or republishing) costs and gives, and the one button that does it for exactly that charge
 * (a plain form: works without JavaScript). Without a slot or credit, the way to buy one instead of a button.
 */
export async function ExtensionConfirmation({
  quote,
  back,
  changed,
}: {
  quote: Quote;
  back: string;
  changed: boolean;
}) {
  const t = await getTranslations('workspace.extension');
  const format = await getFormatter();
  const { job, charge } = quote;
  const running = job.state === 'published';
  return (
    <>
      {changed && (
        <p id="meldung" className={styles.notice} role="status">
          {t('changed')}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('job')}</dt>
        <dd>{job.title}</dd>
        <dt>{t('frontend')}</dt>
        <dd>{job.frontendName}</dd>
        <dt>{t('currentEnd')}</dt>
        <dd>{job.expiresAt ? format.dateTime(new Date(job.expiresAt), { dateStyle: 'long' }) : t('notSet')}</dd>
        <dt>{t('cost')}</dt>
        <dd data-testid="extension-cost">
          {charge === 'slot'
            ? t('costSlot', { free: quote.freeJobSlots })
            : charge === 'credit'
              ? t('costCredit', { left: quote.jobCredits })
              : t('impossible')}
        </dd>
        {charge && (
          <>
            <dt>{t('result')}</dt>
            <dd>
              {quote.outcome === 'needs_review' || !quote.expiresAt
                ? t('toReview')
                : t('until', { date: format.dateTime(new Date(quote.expiresAt), { dateStyle: 'long' }) })}
            </dd>
          </>
        )}
      </dl>
      {charge ? (
        <form action={extendJobAction} className={styles.confirm}>
          <input type="hidden" name="jobId" value={job.id} />
          <input type="hidden" name="charge" value={charge} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button">
            {running
              ? t('confirmExtend', { cost: t(`short.${charge}`) })
              : t('confirmRepublish', { cost: t(`short.${charge}`) })}
          </button>
          <Link href={back} prefetch={false}>
            {t('cancel')}
          </Link>
        </form>
      ) : (
        <p className={styles.confirm}>
          <a className="button" href={quote.creditUrl}>
            {t('buy')}
          </a>
          <Link href={back} prefetch={false}>
            {t('cancel')}
          </Link>
        </p>
      )}
    </>
  );
}
