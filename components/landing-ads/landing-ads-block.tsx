import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LandingAds } from '@/lib/data/landing-ads';
import type { Region } from '@/regions/build-region';
import { JobTeaser } from '@/components/jobs/job-teaser';
import listing from '@/components/jobs/job-listing.module.scss';
import styles from './landing-ads-block.module.scss';

/**
 * A landing page's current job ads (docs/product-decisions.md "Job ads on landing pages"): a server-rendered list
 * of job cards (the listing's own list style) and a link to the full listing; no script of its own.
 */
export async function LandingAdsBlock({ ads, region }: { ads: LandingAds; region: Region }) {
  const t = await getTranslations('landingAds');
  return (
    <section className={styles.block} aria-labelledby="landing-ads-title" data-landing-ads="">
      <h2 id="landing-ads-title">{ads.search ? t('headingSearch', { search: ads.search }) : t('heading')}</h2>
      <ol className={listing.list}>
        {ads.jobs.map((job) => (
          <li key={job.id}>
            <JobTeaser job={job} region={region} headingLevel="h3" />
          </li>
        ))}
      </ol>
      <p className={styles.all}>
        <Link href={ads.href} prefetch={false}>
          {ads.search ? t('allSearch', { search: ads.search }) : t('all')}
        </Link>
      </p>
    </section>
  );
}
