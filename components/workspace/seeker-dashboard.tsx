import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import type { MySeekerOverviewQuery } from '@/lib/graphql/generated/operations';
import { cleanLink } from '@/lib/routing/links';
import { type SeekerSection, seekerSections } from '@/lib/workspace/sections';
import { SeekerNav } from '@/components/account/seeker-nav';
import styles from '@/components/account/account.module.scss';

type Overview = MySeekerOverviewQuery['mySeekerOverview'];

/**
 * /dashboard for a signed-in job seeker: the resume's state, applications, alerts, the account and
 * the data rights page at a glance, each with the way to its page.
 */
export async function SeekerDashboard({ region, overview }: { region: Region; overview: Overview }) {
  const t = await getTranslations('workspace.dashboard');
  const format = await getFormatter();
  const { resume, alerts } = overview;
  // Every page but the resume exists on every site; the resume only where the feature is on.
  const href = Object.fromEntries(seekerSections(region).map((s) => [s.key, s.href])) as Partial<
    Record<SeekerSection, string>
  >;
  const resumeText = !resume
    ? t('seekerResumeNone')
    : resume.complete
      ? t('seekerResumeComplete', { date: format.dateTime(new Date(resume.updatedAt), { dateStyle: 'long' }) })
      : t('seekerResumeIncomplete');
  const alertParts = [t('seekerAlerts', { total: alerts.total })];
  if (alerts.paused > 0) alertParts.push(t('seekerAlertsPaused', { paused: alerts.paused }));
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <SeekerNav region={region} current="overview" />
      <h1 id="dashboard-title">{t('seekerHeading')}</h1>
      <p className={styles.intro}>{t('seekerIntro')}</p>
      <ul className={styles.glance}>
        {href.resume && (
          <li aria-labelledby="glance-resume">
            <h2 id="glance-resume">{t('seekerResumeHeading')}</h2>
            <p>{resumeText}</p>
            {resume?.complete && <p>{resume.visible ? t('seekerResumeVisible') : t('seekerResumeHidden')}</p>}
            <Link href={href.resume} prefetch={false}>
              {resume ? t('seekerResumeEdit') : t('seekerResumeCreate')}
            </Link>
            {resume?.complete && (
              <p>
                <Link href={href.contactRequests!} prefetch={false}>
                  {t('seekerContactRequestsLink')}
                </Link>
              </p>
            )}
          </li>
        )}
        <li aria-labelledby="glance-applications">
          <h2 id="glance-applications">{t('seekerApplicationsHeading')}</h2>
          <p>{t('seekerApplications', { count: overview.applications })}</p>
          <Link href={href.applications!} prefetch={false}>
            {t('seekerApplicationsLink')}
          </Link>
        </li>
        <li aria-labelledby="glance-alerts">
          <h2 id="glance-alerts">{t('seekerAlertsHeading')}</h2>
          <p>{alertParts.join(', ')}</p>
          {alerts.unconfirmed > 0 && <p>{t('seekerAlertsUnconfirmed', { count: alerts.unconfirmed })}</p>}
          <ul className={styles.links}>
            {alerts.total > 0 && (
              <li>
                <Link href={href.alerts!} prefetch={false}>
                  {t('seekerAlertsLink')}
                </Link>
              </li>
            )}
            <li>
              <Link href={cleanLink('internal:/jobs', region)} prefetch={false}>
                {t('seekerJobs')}
              </Link>
            </li>
          </ul>
        </li>
        <li aria-labelledby="glance-account">
          <h2 id="glance-account">{t('seekerAccountHeading')}</h2>
          <p>{overview.hasPassword ? t('seekerAccountPassword') : t('seekerAccountNoPassword')}</p>
          {overview.pendingEmail && <p>{t('seekerAccountPending', { email: overview.pendingEmail })}</p>}
          <Link href={href.account!} prefetch={false}>
            {t('seekerAccountLink')}
          </Link>
        </li>
        <li aria-labelledby="glance-data">
          <h2 id="glance-data">{t('seekerDataHeading')}</h2>
          <p>{t('seekerDataText')}</p>
          <Link href={href.data!} prefetch={false}>
            {t('seekerDataLink')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
