import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { loadPostingContext } from '@/lib/data/job-posting';
import { reviewAccess } from '@/lib/posting/access';
import { EmployersOnly } from '@/components/posting/employers-only';
import { NewPosting } from '@/components/posting/new-posting';
import { PostingSession } from '@/components/posting/posting-session';
import { wizardViewer } from '@/components/posting/wizard-gate';
import styles from '@/components/posting/posting.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('posting');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /job/wizard (docs/product.md §4): recruiters and admin-like users choose how to publish a job; it starts as a draft.
 */
export default async function WizardStartPage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const viewer = await wizardViewer(region, '/job/wizard');
  if (!viewer) return <EmployersOnly region={region} back="/job/wizard" />;
  const t = await getTranslations('posting');
  const context = await loadPostingContext(region, viewer.userId);
  const canCreate = context.organizations.length > 0;
  const reviewer = reviewAccess(viewer) === 'queue';
  return (
    <section className={styles.page} aria-labelledby="wizard-title">
      <h1 id="wizard-title">{t('heading')}</h1>
      {canCreate ? (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          <NextIntlClientProvider messages={{ posting: messages.posting }}>
            <PostingSession regionId={region.id} locale={region.DEFAULT_LOCALE}>
              <NewPosting organizations={context.organizations.map(({ id, name }) => ({ id, name }))} />
            </PostingSession>
          </NextIntlClientProvider>
        </>
      ) : (
        <>
          <p>{reviewer ? t('editorHint') : t('noOrganization')}</p>
          <p>
            {reviewer ? (
              <Link className="button" href="/job-manager/pruefen" prefetch={false}>
                {t('reviewLink')}
              </Link>
            ) : (
              <a className="button" href={cleanLink('internal:/contact', region)}>
                {t('contact')}
              </a>
            )}
          </p>
        </>
      )}
    </section>
  );
}
