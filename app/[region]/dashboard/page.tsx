import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import type { PageQuery } from '@/lib/routing/search-params';
import { ContactSentNotice, contactSent } from '@/components/contact/contact-sent-notice';
import { contactAudience } from '@/lib/data/contact';
import { signInHref } from '@/lib/auth/dispatch';
import { loadEmployerDashboard } from '@/lib/data/job-manager';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadSeekerOverview } from '@/lib/data/account';
import { managerHref, parseManagerQuery } from '@/lib/job-manager/manager-query';
import { wizardAccess } from '@/lib/posting/access';
import { workspaceSections } from '@/lib/workspace/sections';
import { CreditsGlance } from '@/components/workspace/credits-glance';
import { SeekerDashboard } from '@/components/workspace/seeker-dashboard';
import styles from '@/components/workspace/job-manager.module.scss';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.dashboard');
  return { title: t('metaTitle'), robots: { index: false } };
}

const ALL = parseManagerQuery({});

/**
 * docs/product.md §2 /dashboard: for recruiters the employer's overview (open jobs, new applications, credits and
 * slots, what needs attention, the way into the workspace); for job seekers their overview. Anonymous
 * visitors sign in and come back.
 */
export default async function DashboardPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  const access = wizardAccess(viewer);
  if (access === 'sign-in' || !viewer) redirect(signInHref('/dashboard'));
  const sent = contactSent(await searchParams) && <ContactSentNotice audience={contactAudience(viewer.roles)} />;
  if (access !== 'wizard') {
    const overview = await loadSeekerOverview({ region, userId: viewer.userId });
    // The session's user is gone (deleted or blocked since): docs/product.md §2 the session ends.
    if (!overview) redirect('/user/logout');
    return (
      <>
        {sent}
        <SeekerDashboard region={region} overview={overview} />
      </>
    );
  }
  const t = await getTranslations('workspace.dashboard');
  const tn = await getTranslations('workspace.nav');
  const format = await getFormatter();
  const dashboard = await loadEmployerDashboard({ region, userId: viewer.userId });
  if (!dashboard) {
    return (
      <section className={styles.page} aria-labelledby="dashboard-title">
        {sent}
        <h1 id="dashboard-title">{t('employerHeading')}</h1>
        <p>{(await getTranslations('workspace.jobManager'))('noOrganization')}</p>
      </section>
    );
  }
  const attention = dashboard.drafts + dashboard.inReview + dashboard.endingSoon.length;
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      {sent}
      <h1 id="dashboard-title">{t('employerHeading')}</h1>
      <p className={styles.muted}>{dashboard.organizationName}</p>
      <h2>{t('figures')}</h2>
      <ul className={styles.glance}>
        <li>
          <Link href={managerHref(ALL, { state: 'published' })} prefetch={false}>
            {t('openJobs', { count: dashboard.openJobs })}
          </Link>
        </li>
        {/* The inbox's figure only where the site has one (docs/product-decisions.md "Applicant management off"). */}
        {region.FEATURES.APPLICANT_FEATURE_ACTIVE && (
          <li>
            <Link href="/job-manager/bewerbungen" prefetch={false}>
              {t('newApplications', { count: dashboard.newApplications })}
            </Link>
          </li>
        )}
      </ul>
      <CreditsGlance credits={dashboard.credits} regionId={region.id} />
      <h2>{t('attention')}</h2>
      {attention === 0 ? (
        <p>{t('nothing')}</p>
      ) : (
        <ul className={styles.links}>
          {dashboard.drafts > 0 && (
            <li>
              <Link href={managerHref(ALL, { state: 'draft' })} prefetch={false}>
                {t('drafts', { count: dashboard.drafts })}
              </Link>
            </li>
          )}
          {dashboard.inReview > 0 && (
            <li>
              <Link href={managerHref(ALL, { state: 'needs_review' })} prefetch={false}>
                {t('inReview', { count: dashboard.inReview })}
              </Link>
            </li>
          )}
          {dashboard.endingSoon.length > 0 && (
            <li>
              <Link href={managerHref(ALL, { state: 'published', sort: 'ending' })} prefetch={false}>
                {t('endingSoon')}
              </Link>
              <ul>
                {dashboard.endingSoon.map((job) => (
                  <li key={job.id}>
                    {t('endsOn', {
                      title: job.title,
                      date: format.dateTime(new Date(job.expiresAt!), { dateStyle: 'medium' }),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      )}
      <h2>{t('links')}</h2>
      <ul className={styles.links}>
        {workspaceSections(viewer.roles, region).map(({ key, path }) => (
          <li key={key}>
            <Link href={path} prefetch={false}>
              {tn(key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
