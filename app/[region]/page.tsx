import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import type { PageQuery } from '@/lib/routing/search-params';
import { ContactSentNotice, contactSent } from '@/components/contact/contact-sent-notice';
import { cleanLink } from '@/lib/routing/links';
import { siteUrl } from '@/regions/site-origin';
import { loadFrontPage } from '@/lib/data/front-page';
import { JobSearchForm } from '@/components/jobs/job-search-form';
import { JobTeaser } from '@/components/jobs/job-teaser';
import { OrganizationTeaser } from '@/components/organizations/organization-teaser';
import { ListingLinks } from '@/components/home/listing-links';
import { ResumeCallToAction } from '@/components/home/resume-call-to-action';
import { LatestBlogPosts } from '@/components/home/latest-blog-posts';
import { SiteHero } from '@/components/home/site-hero';
import styles from './home.module.scss';
import { regionNames } from '@/lib/region/region-names';

export async function generateMetadata({ params }: { params: RegionParams }): Promise<Metadata> {
  const region = await getPageRegion(params);
  return { alternates: { canonical: siteUrl(region, '/') } };
}

/**
 * The region's front page: its tagline, figures, landscape and search first (components/home/site-hero.tsx), then featured and newest jobs, the way to
 * a resume, the biggest employers, and links to the listings by field, town and both (plain links, so
 * crawlers and people without JavaScript reach every landing page).
 */
export default async function HomePage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: Promise<PageQuery>;
}) {
  const region = await getPageRegion(params);
  const t = await getTranslations('home');
  const vars = regionNames(region);
  const page = await loadFrontPage(region);
  const jobList = (jobs: typeof page.newestJobs) => (
    <ul className={styles.jobs}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobTeaser job={job} region={region} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {contactSent(await searchParams) && <ContactSentNotice audience="seeker" />}
      <SiteHero
        region={region}
        heading={t('heading', vars)}
        counts={
          page.openJobs > 0 ? t('counts', { ...vars, jobs: page.openJobs, employers: page.employers }) : t('noJobs')
        }
      >
        <JobSearchForm region={region} action="/jobs" />
      </SiteHero>
      {page.featuredJobs.length > 0 && (
        <section className={styles.section} aria-labelledby="home-featured">
          <h2 id="home-featured">{t('featuredHeading')}</h2>
          {jobList(page.featuredJobs)}
        </section>
      )}
      {page.newestJobs.length > 0 && (
        <section className={styles.section} aria-labelledby="home-newest">
          <h2 id="home-newest">{t('newestHeading')}</h2>
          {jobList(page.newestJobs)}
          <p className={styles.more}>
            <Link href="/jobs?sorting=recency" prefetch={false}>
              {t('allJobsLink', { count: page.openJobs })}
            </Link>
          </p>
        </section>
      )}
      {region.FEATURES.RESUME_FEATURE_ACTIVE && <ResumeCallToAction region={region} />}
      <section className={styles.section} aria-labelledby="home-employers">
        <h2 id="home-employers">{t('topEmployersHeading', vars)}</h2>
        <p>{t('employersText', vars)}</p>
        {page.topEmployers.length > 0 && (
          <ul className={styles.employers}>
            {page.topEmployers.map((organization) => (
              <li key={organization.id}>
                <OrganizationTeaser organization={organization} />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.more}>
          <Link href={cleanLink('internal:/organizations', region)} prefetch={false}>
            {t('employersLink')}
          </Link>
        </p>
      </section>
      <LatestBlogPosts region={region} />
      <div className={styles.directories}>
        <ListingLinks id="home-fields" heading={t('fieldsHeading')} links={page.fields} />
        <ListingLinks id="home-towns" heading={t('townsHeading')} links={page.towns} />
        <ListingLinks
          id="home-town-fields"
          heading={t('townFieldsHeading')}
          links={page.townFields.map((link) => ({ ...link, label: t('townFieldLink', link) }))}
        />
      </div>
    </>
  );
}
