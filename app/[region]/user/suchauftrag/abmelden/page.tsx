import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertLinkPage } from '@/components/jobs/alert-link-page';
import { unsubscribeJobAlertAction } from '@/lib/actions/job-alert-actions';
import { alertLabelToUnsubscribe } from '@/lib/data/alerts';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue } from '@/lib/routing/search-params';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

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
  const token = firstValue(query.token);
  const done = firstValue(query.abbestellt) === '1';
  const label = done || firstValue(query.ungueltig) ? null : await alertLabelToUnsubscribe(region.id, token);
  return (
    <AlertLinkPage
      id="alert-unsubscribe"
      title={t('unsubscribeTitle')}
      done={done ? t('unsubscribed') : null}
      question={label && t('unsubscribeText', { label })}
      action={unsubscribeJobAlertAction}
      token={token}
      button={t('unsubscribeButton')}
      invalidLink={t('invalidLink')}
      toJobs={t('toJobs')}
    />
  );
}
