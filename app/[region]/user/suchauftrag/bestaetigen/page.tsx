import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { confirmJobAlertAction } from '@/lib/actions/job-alert-actions';
import { firstValue } from '@/lib/routing/search-params';
import { getDb } from '@/server/db/client';
import { findAlertToConfirm } from '@/server/alerts/job-alerts';
import { savedSearchLabel } from '@/server/alerts/saved-search';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobAlert');
  return { title: t('confirmTitle'), robots: { index: false } };
}

const INTERVAL_NAMES: Record<string, 'daily' | 'weekly' | 'monthly'> = { '86400': 'daily', '604800': 'weekly', '2628000': 'monthly' };

/**
 * The confirm link of the double opt-in opens this page; only its button (a POST) confirms, so a mail
 * scanner that opens the link confirms nothing.
 */
export default async function ConfirmJobAlertPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const t = await getTranslations('jobAlert');
  const query = await searchParams;
  const confirmedInterval = INTERVAL_NAMES[firstValue(query.bestaetigt)];
  const alert = confirmedInterval || firstValue(query.ungueltig) ? null : await findAlertToConfirm(await getDb(), region.id, firstValue(query.token));
  return (
    <section aria-labelledby="alert-confirm">
      <h1 id="alert-confirm">{t('confirmTitle')}</h1>
      {confirmedInterval ? (
        <p role="status">{t('confirmed', { interval: t(`intervalsInText.${confirmedInterval}`) })}</p>
      ) : alert ? (
        <form action={confirmJobAlertAction}>
          <p>{t('confirmText', { label: alert.label ?? savedSearchLabel(alert.search) })}</p>
          <input type="hidden" name="token" value={firstValue(query.token)} />
          <button type="submit" className="button">
            {t('confirmButton')}
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
