import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertLinkPage } from '@/components/jobs/alert-link-page';
import { confirmJobAlertAction } from '@/lib/actions/job-alert-actions';
import Link from 'next/link';
import { alertToConfirm } from '@/lib/data/alerts';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue } from '@/lib/routing/search-params';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobAlert');
  return { title: t('confirmTitle'), robots: { index: false } };
}

const INTERVAL_NAMES: Record<string, 'daily' | 'weekly' | 'monthly'> = {
  '86400': 'daily',
  '604800': 'weekly',
  '2628000': 'monthly',
};

/**
 * The confirm link of the double opt-in opens this page; only its button confirms. Opened again once the alert
 * is on, the link says so; either way the confirmed alert's page offers to cancel it.
 */
export default async function ConfirmJobAlertPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const t = await getTranslations('jobAlert');
  const query = await searchParams;
  const token = firstValue(query.token);
  const confirmedInterval = INTERVAL_NAMES[firstValue(query.bestaetigt)];
  const alert = firstValue(query.ungueltig) ? null : await alertToConfirm(region.id, token);
  const done = confirmedInterval
    ? t('confirmed', { interval: t(`intervalsInText.${confirmedInterval}`) })
    : alert?.confirmed
      ? t('alreadyConfirmed', { label: alert.label })
      : null;
  return (
    <AlertLinkPage
      id="alert-confirm"
      title={t('confirmTitle')}
      done={done}
      afterDone={
        alert?.confirmed && (
          <p>
            <Link
              href={`/user/suchauftrag/abmelden?token=${encodeURIComponent(alert.unsubscribeToken)}`}
              prefetch={false}
            >
              {t('unsubscribeLink')}
            </Link>
          </p>
        )
      }
      question={alert && !alert.confirmed ? t('confirmText', { label: alert.label }) : null}
      action={confirmJobAlertAction}
      token={token}
      button={t('confirmButton')}
      invalidLink={t('invalidLink')}
      toJobs={t('toJobs')}
    />
  );
}
