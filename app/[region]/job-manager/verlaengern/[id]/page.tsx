import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { loadExtensionQuote } from '@/lib/data/job-manager';
import { extensionPath } from '@/lib/job-manager/extension-path';
import { backTo } from '@/lib/job-manager/manager-return';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { ExtensionConfirmation } from '@/components/workspace/extension-confirmation';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import styles from '@/components/workspace/job-manager.module.scss';

type Props = { params: Promise<{ region: string; id: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.extension');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * "Verlängern" asks first: what it costs (a slot of a subscription or a job credit), what it gives (the new
 * end, or review first), and only then charges (docs/product-decisions.md "Extending asks first").
 */
export default async function ExtendJobPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const { id } = await params;
  const search = await searchParams;
  const list = backTo(firstValue(search.zurueck));
  const back = `${list.pathname}${list.search}`;
  const viewer = await wizardViewer(region, extensionPath(id, back));
  if (!viewer) return <EmployersOnly region={region} back={extensionPath(id, back)} />;
  const t = await getTranslations('workspace.extension');
  // Another organization's job, one that cannot be extended, or none: the same notice for all.
  const quote = await loadExtensionQuote({ region, userId: viewer.userId }, id);
  return (
    <section className={styles.page} aria-labelledby="extension-title">
      <WorkspaceNav current="jobs" roles={viewer.roles} />
      {quote ? (
        <>
          <h1 id="extension-title">
            {quote.job.state === 'published'
              ? t('headingExtend', { title: quote.job.title })
              : t('headingRepublish', { title: quote.job.title })}
          </h1>
          <ExtensionConfirmation quote={quote} back={back} changed={firstValue(search.geaendert) === '1'} />
        </>
      ) : (
        <>
          <h1 id="extension-title">{t('notFound')}</h1>
          <p>
            <Link href={back} prefetch={false}>
              {t('cancel')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
