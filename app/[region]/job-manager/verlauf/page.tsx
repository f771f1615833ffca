import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue } from '@/lib/routing/search-params';
import { loadChangeLog } from '@/lib/data/team';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { ChangeLogTable } from '@/components/workspace/change-log-table';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import styles from '@/components/workspace/team/team.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/job-manager/verlauf';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.log');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /job-manager/verlauf: who changed what of the active organization, when; support actions marked; paged. */
export default async function ChangeLogPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await wizardViewer(region, PATH);
  if (!viewer) return <EmployersOnly region={region} back={PATH} />;
  const t = await getTranslations('workspace.log');
  // People count pages from 1 (?seite=2); anything else is the first page.
  const page = Math.max(0, (Number.parseInt(firstValue((await searchParams).seite) ?? '1', 10) || 1) - 1);
  const log = await loadChangeLog({ region, userId: viewer.userId }, Math.min(page, 499));
  return (
    <section className={styles.page} aria-labelledby="log-title">
      <WorkspaceNav current="log" roles={viewer.roles} />
      <h1 id="log-title">{t('heading')}</h1>
      {!log ? (
        <p>{t('noOrganization')}</p>
      ) : (
        <>
          <p className={styles.intro}>{t('intro', { organization: log.organization.name })}</p>
          {log.entries.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ChangeLogTable organization={log.organization.name} entries={log.entries} />
          )}
          {(page > 0 || log.hasMore) && (
            <nav className={styles.pager} aria-label={t('pages')}>
              {page > 0 ? (
                <Link href={page === 1 ? PATH : `${PATH}?seite=${page}`} prefetch={false}>
                  {t('previous')}
                </Link>
              ) : (
                <span />
              )}
              <span>{t('page', { page: page + 1 })}</span>
              {log.hasMore ? (
                <Link href={`${PATH}?seite=${page + 2}`} prefetch={false}>
                  {t('next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
