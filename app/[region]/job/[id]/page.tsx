import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { loadJob, loadSimilarJobs } from '@/lib/data/jobs';
import { loadDraftForForm } from '@/lib/data/application-draft';
import { countJobView } from '@/lib/data/job-stats';
import { siteOrigin, siteUrl } from '@/regions/site-origin';
import { buildJobPostingJsonLd } from '@/lib/seo/job-posting-json-ld';
import { jsonLdScript } from '@/lib/seo/json-ld-script';
import { firstValue } from '@/lib/routing/search-params';
import { JobArticle } from '@/components/jobs/detail/job-article';
import { JobOrganizationBox } from '@/components/jobs/detail/job-organization-box';
import { ShareLinks } from '@/components/share/share-links';
import { JobApplySection } from '@/components/jobs/detail/job-apply-section';
import { JobApplyCard } from '@/components/jobs/detail/job-apply-card';
import { BookmarkButton } from '@/components/bookmarks/bookmark-button';
import { JobTeaser } from '@/components/jobs/job-teaser';
import { AnalyticsPageEvent } from '@/components/cookie-consent/analytics-page-event';
import { jobDimensions } from '@/lib/analytics/page-dimensions';
import styles from './job-page.module.scss';
import detail from '@/components/jobs/detail/job-detail.module.scss';

type Props = {
  params: Promise<{ region: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function resolve(params: Props['params']) {
  const region = await getPageRegion(params);
  const { id } = await params;
  return { region, job: await loadJob(region, decodeURIComponent(id)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { region, job } = await resolve(params);
  if (!job) return {};
  const t = await getTranslations('job');
  const organization = job.organizationAssignment ?? job.organization.name;
  const description = job.locationLabel
    ? t('metaDescription', { title: job.title, organization, place: job.locationLabel, site: region.SITENAME })
    : t('metaDescriptionNoPlace', { title: job.title, organization, site: region.SITENAME });
  const logo = job.logo ?? job.organization.logo;
  return {
    title: job.locationLabel ? `${job.title} in ${job.locationLabel}` : job.title,
    description,
    alternates: { canonical: siteUrl(region, job.url) },
    // A job that ended stays reachable for people with the link, but leaves the search engines' index.
    robots: job.available ? undefined : { index: false },
    openGraph: {
      type: 'website',
      title: job.title,
      description,
      url: siteUrl(region, job.url),
      images: logo ? [{ url: logo.url }] : undefined,
    },
  };
}

/**
 * The job page (docs/product.md §2 /job/[id]). An archived or expired job answers 410 (the proxy sets the status) with
 * a clear notice and similar open jobs, so a visitor from an old link still finds work.
 */
export default async function JobPage({ params, searchParams }: Props) {
  const { region, job } = await resolve(params);
  if (!job) notFound();
  const t = await getTranslations('job');

  if (!job.available) {
    const similar = await loadSimilarJobs(region, job);
    return (
      <section className={styles.gone} aria-labelledby="job-gone">
        <h1 id="job-gone">{t('goneHeading')}</h1>
        <p>
          {similar.length
            ? t('goneText', { title: job.title, organization: job.organizationAssignment ?? job.organization.name })
            : t('goneNoSimilar')}
        </p>
        {similar.length > 0 && (
          <ul className={styles.similar}>
            {similar.map((s) => (
              <li key={s.id}>
                <JobTeaser job={s} region={region} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link href="/jobs" className="button" prefetch={false}>
            {t('allJobs')}
          </Link>
        </p>
      </section>
    );
  }

  // Counted once the page is out (no request of its own, nothing that blocks rendering).
  countJobView(job.id, await headers());
  const query = await searchParams;
  const [similar, draft] = await Promise.all([
    loadSimilarJobs(region, job, 3),
    loadDraftForForm(region.id, job.id, firstValue(query.entwurf)),
  ]);
  const jobUrl = siteUrl(region, job.url);
  const applied = firstValue(query.beworben) === '1';
  return (
    <>
      <div className={styles.layout}>
        <JobArticle job={job} region={region}>
          <BookmarkButton region={region} jobId={job.id} title={job.title} placement="page" />
          <JobApplySection job={job} region={region} draft={draft} applied={applied} />
        </JobArticle>
        <aside className={styles.aside}>
          <JobApplyCard job={job} region={region} applied={applied} />
          <JobOrganizationBox job={job} />
          <ShareLinks kind="job" region={region} url={jobUrl} title={job.title} className={detail.box} />
        </aside>
      </div>
      {similar.length > 0 && (
        <section className={styles.similarSection} aria-labelledby="job-similar">
          <h2 id="job-similar">{t('similarHeading')}</h2>
          <ul className={styles.similar}>
            {similar.map((s) => (
              <li key={s.id}>
                <JobTeaser job={s} region={region} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(buildJobPostingJsonLd(job, siteOrigin(region))) }}
      />
      {/* docs/product.md §7: a visit, or after sending the form the completed application (with its hooks). */}
      {applied ? (
        <AnalyticsPageEvent
          event="job_apply_complete"
          params={{ ...jobDimensions(job), request_status: 'submitted' }}
        />
      ) : (
        <AnalyticsPageEvent event="job_visit" params={jobDimensions(job)} />
      )}
    </>
  );
}
