import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { canonicalUrl } from '@/lib/seo/canonical-url';
import { JobSearchForm } from '@/components/jobs/job-search-form';
import styles from './home.module.scss';
import { regionNames } from '@/lib/region/region-names';

export async function generateMetadata({ params }: { params: RegionParams }): Promise<Metadata> {
  const region = await getPageRegion(params);
  return { alternates: { canonical: canonicalUrl(region, '/') } };
}

/** The region's front page: search first, then the way to employers and to a resume. */
export default async function HomePage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const t = await getTranslations('home');
  const vars = regionNames(region);
  return (
    <>
      <h1>{t('heading', vars)}</h1>
      <p className={styles.intro}>{t('intro', vars)}</p>
      <JobSearchForm region={region} action="/jobs" />
      <div className={styles.teasers}>
        <section>
          <h2>{t('employersHeading')}</h2>
          <p>{t('employersText', vars)}</p>
          <Link href={cleanLink('internal:/organizations', region)} prefetch={false}>
            {t('employersLink')}
          </Link>
        </section>
        {region.FEATURES.RESUME_FEATURE_ACTIVE && (
          <section>
            <h2>{t('resumeHeading')}</h2>
            <p>{t('resumeText')}</p>
            <Link href={cleanLink('internal:/resume', region)} prefetch={false}>
              {t('resumeLink')}
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
