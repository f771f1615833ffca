import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { unsubscribeJobAlertAction } from '@/lib/actions/job-alert-actions';
import { firstValue } from '@/lib/routing/search-params';
import { getDb } from '@/server/db/client';
import { findAlertByUnsubscribeToken } from '@/server/alerts/job-alerts';
import { savedSearchLabel } from '@/server/alerts/saved-search';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobAlert');
  return { title: t('unsubscribeTitle'), robots: { index: false } };
}

/** The unsubscribe link of every alert mail: one button, no sign-in. Mail clients use the one-click POST. */
export default async function UnsubscribeJobAlertPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const t = await getTranslations('jobAlert');
  const query = await searchParams;
  const done = firstValue(query.abbestellt) === '1';
  const alert = done || firstValue(query.ungueltig) ? null : await findAlertByUnsubscribeToken(await getDb(), region.id, firstValue(query.token));
  return (
    <section aria-labelledby="alert-unsubscribe">
      <h1 id="alert-unsubscribe">{t('unsubscribeTitle')}</h1>
      {done ? (
        <p role="status">{t('unsubscribed')}</p>
      ) : alert ? (
        <form action={unsubscribeJobAlertAction}>
          <p>{t('unsubscribeText', { label: alert.label ?? savedSearchLabel(alert.search) })}</p>
          <input type="hidden" name="token" value={firstValue(query.token)} />
          <button type="submit" className="button">
            {t('unsubscribeButton')}
          </button>
        </form>
      ) : (
        <p>{t('invalidLink')}</p>
      )}
      <p>
        <Link href="/jobs" prefetch={false}>
          {t('toJobs')}
        </Link>
      </p>
    </section>
  );
}
