import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { loadMyResumeAlerts } from '@/lib/data/resume-alerts';
import { loadSentContactRequests } from '@/lib/data/resume-contacts';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { ResumeAlertList } from '@/components/resume-alerts/resume-alert-list';
import styles from '@/components/resume-alerts/resume-alerts.module.scss';
import { SentRequests } from '@/components/resume-contacts/sent-requests';
import { ResumeSearchAccess } from '@/components/resume-search/resume-search-access';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';

const PATH = '/job-manager/kandidaten';
const NOTICES = ['updated', 'deleted', 'notFound'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resumeAlerts.page');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /job-manager/kandidaten: the recruiter's candidate work in the workspace — the contact requests
 * their organizations sent (paged by ?seite=, kept also after the subscription ended) and their resume alerts.
 * Who may not search resumes learns how to get access instead of the alerts.
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
  const query = await searchParams;
  // People count pages from 1 (?seite=2); anything else is the first page.
  const page = Math.min(Math.max(1, Number.parseInt(firstValue(query.seite) ?? '1', 10) || 1), 100);
  const pageHref = (n: number) => (n === 1 ? PATH : `${PATH}?seite=${n}`);
  const [alerts, sent] = await Promise.all([
    loadMyResumeAlerts({ region, userId: viewer.userId }),
    loadSentContactRequests({ region, userId: viewer.userId }, page),
  ]);
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
      <WorkspaceNav current="candidates" roles={viewer.roles} />
      <h1 id="candidates-title">{t('page.heading')}</h1>
      <p>{t('page.intro')}</p>
      {alerts !== 'refused' && (
        <p>
          <Link className="button" href={cleanLink('internal:/resumes', region)} prefetch={false}>
            {t('page.toSearch')}
          </Link>
        </p>
      )}
      <p role="status" className={message ? (notice === 'notFound' ? styles.alert : styles.notice) : undefined}>
        {message}
      </p>
      <SentRequests
        requests={sent.requests}
        resumeHref={(id) => cleanLink(`internal:/resumes/${id}`, region)}
        searchHref={cleanLink('internal:/resumes', region)}
        newerHref={page > 1 ? pageHref(page - 1) : null}
        olderHref={sent.more ? pageHref(page + 1) : null}
      />
      {alerts === 'refused' ? (
        <ResumeSearchAccess kind="subscribe" applicant={false} checkoutHref={cleanLink('internal:/checkout', region)} />
      ) : (
        <ResumeAlertList alerts={alerts} />
      )}
    </section>
  );
}
