import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertLinkPage } from '@/components/jobs/alert-link-page';
import { unsubscribeJobAlertAction } from '@/lib/actions/job-alert-actions';
import { unsubscribeResumeAlertAction } from '@/lib/actions/resume-alert-actions';
import { alertLabelToUnsubscribe } from '@/lib/data/alerts';
import { resumeAlertLabelToUnsubscribe } from '@/lib/data/resume-alerts';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue } from '@/lib/routing/search-params';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobAlert');
  return { title: t('unsubscribeTitle'), robots: { index: false } };
}

/**
 * The unsubscribe link of every alert mail: one button, no sign-in. Mail clients use the one-click POST. The
 * link's token is a random secret of a job alert (job seekers, "du") or of a resume alert (recruiters,
 * "Sie"); the page asks in the words of whichever it is.
 */
export default async function UnsubscribeJobAlertPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const t = await getTranslations('jobAlert');
  const tr = await getTranslations('resumeAlerts.unsubscribe');
  const query = await searchParams;
  const token = firstValue(query.token);
  const done = firstValue(query.abbestellt);
  const open = !done && !firstValue(query.ungueltig);
  const jobLabel = open ? await alertLabelToUnsubscribe(region.id, token) : null;
  const resumeLabel = open && !jobLabel ? await resumeAlertLabelToUnsubscribe(region.id, token) : null;
  return (
    <AlertLinkPage
      id="alert-unsubscribe"
      title={t('unsubscribeTitle')}
      done={done ? (done === 'lebenslauf' ? tr('done') : t('unsubscribed')) : null}
      question={
        jobLabel ? t('unsubscribeText', { label: jobLabel }) : resumeLabel && tr('text', { label: resumeLabel })
      }
      action={resumeLabel ? unsubscribeResumeAlertAction : unsubscribeJobAlertAction}
      token={token}
      button={t('unsubscribeButton')}
      invalidLink={t('invalidLink')}
      toJobs={t('toJobs')}
    />
  );
}
