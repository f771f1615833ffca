import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadMyResumeAlerts } from '@/lib/data/resume-alerts';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { ResumeAlertList } from '@/components/resume-alerts/resume-alert-list';
import styles from '@/components/resume-alerts/resume-alerts.module.scss';
import { ResumeSearchAccess } from '@/components/resume-search/resume-search-access';

export const dynamic = 'force-dynamic';

const PATH = '/job-manager/kandidaten';
const NOTICES = ['updated', 'deleted', 'notFound'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resumeAlerts.page');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /job-manager/kandidaten (issue 17): the recruiter's candidate work in the workspace. For now their resume
 * alerts; the contact requests they sent join above them. Who may not search resumes learns how to get access.
 */
export default async function CandidatesPage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: Promise<PageQuery>;
}) {
  const region = await getPageRegion(params);
  const viewer = await wizardViewer(region, PATH);
  if (!viewer) return <EmployersOnly region={region} back={PATH} />;
  const t = await getTranslations('resumeAlerts');
  const alerts = await loadMyResumeAlerts({ region, userId: viewer.userId });
  const query = await searchParams;
  const notice = NOTICES.find((n) => n === firstValue(query.hinweis)) ?? null;
  const about = alerts === 'refused' ? undefined : alerts.find((a) => a.id === firstValue(query.suchauftrag));
  const message =
    notice === 'updated' && about
      ? t('list.updated', {
          label: about.label,
          interval: t(`intervalsInText.${about.interval.toLowerCase() as 'none' | 'daily' | 'weekly' | 'monthly'}`),
        })
      : notice === 'deleted'
        ? t('list.deleted')
        : notice === 'notFound'
          ? t('errors.notFound')
          : '';
  return (
    <section aria-labelledby="candidates-title">
      <h1 id="candidates-title">{t('page.heading')}</h1>
      {alerts === 'refused' ? (
        <ResumeSearchAccess kind="subscribe" applicant={false} checkoutHref={cleanLink('internal:/checkout', region)} />
      ) : (
        <>
          <p>{t('page.intro')}</p>
          <p role="status" className={message ? (notice === 'notFound' ? styles.alert : styles.notice) : undefined}>
            {message}
          </p>
          <ResumeAlertList alerts={alerts} />
        </>
      )}
    </section>
  );
}
