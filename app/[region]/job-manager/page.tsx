import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { loadJobManager } from '@/lib/data/job-manager';
import { managerHref, managerVariables, parseManagerQuery } from '@/lib/job-manager/manager-query';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { CreditsGlance } from '@/components/workspace/credits-glance';
import { JobManagerFilters } from '@/components/workspace/job-manager-filters';
import { JobManagerTable } from '@/components/workspace/job-manager-table';
import { ManagerNotice } from '@/components/workspace/manager-notice';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import styles from '@/components/workspace/job-manager.module.scss';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.jobManager');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * docs/product.md §2 /job-manager: every job of the active organization on every frontend (docs/product.md §6) with its
 * state, dates and figures; filters, sorting and paging live in the address, actions in one plain form, so all of it
 * works without JavaScript. Anonymous visitors sign in and come back; job seekers learn it is for employers.
 */
export default async function JobManagerPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const search = await searchParams;
  const query = parseManagerQuery(search);
  const here = managerHref(query);
  const viewer = await wizardViewer(region, here);
  if (!viewer) return <EmployersOnly region={region} back={here} />;
  const t = await getTranslations('workspace.jobManager');
  const manager = await loadJobManager({ region, userId: viewer.userId }, managerVariables(query));
  if (!manager) {
    return (
      <section className={styles.page} aria-labelledby="manager-title">
        <WorkspaceNav current="jobs" roles={viewer.roles} />
        <h1 id="manager-title">{t('heading')}</h1>
        <p>{t('noOrganization')}</p>
      </section>
    );
  }
  const pages = Math.max(1, Math.ceil(manager.total / manager.pageSize));
  const exportHref = managerHref({ ...query, page: 1 }, {}, '/job-manager/export');
  return (
    <section className={styles.page} aria-labelledby="manager-title">
      <WorkspaceNav current="jobs" roles={viewer.roles} />
      <h1 id="manager-title">{t('heading')}</h1>
      <p className={styles.muted}>{t('organization', { name: manager.organizationName })}</p>
      <ManagerNotice notice={firstValue(search.meldung)} count={firstValue(search.anzahl)} />
      <CreditsGlance credits={manager.credits} regionId={region.id} />
      <p>
        <Link className="button" href="/job/wizard" prefetch={false}>
          {t('postJob')}
        </Link>
      </p>
      <JobManagerFilters query={query} frontends={manager.frontends} />
      <div className={styles.bar}>
        <p role="status">{t('count', { count: manager.total })}</p>
        <a href={exportHref} download>
          {t('export')}
        </a>
      </div>
      {manager.jobs.length > 0 && (
        <JobManagerTable
          jobs={manager.jobs}
          regionId={region.id}
          back={here}
          inbox={region.FEATURES.APPLICANT_FEATURE_ACTIVE}
        />
      )}
      {pages > 1 && (
        <nav className={styles.paging} aria-label={t('paging')}>
          {query.page > 1 && <Link href={managerHref(query, { page: query.page - 1 })}>{t('previous')}</Link>}
          <span>{t('pageOf', { page: query.page, pages })}</span>
          {query.page < pages && <Link href={managerHref(query, { page: query.page + 1 })}>{t('next')}</Link>}
        </nav>
      )}
    </section>
  );
}
