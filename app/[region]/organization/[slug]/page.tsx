import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { loadOrganizationJobs } from '@/lib/data/jobs';
import { loadOrganizationProfile } from '@/lib/data/organizations';
import { siteOrigin, siteUrl } from '@/regions/site-origin';
import { buildFaqPageJsonLd, buildOrganizationJsonLd } from '@/lib/seo/organization-json-ld';
import { jsonLdScript } from '@/lib/seo/json-ld-script';
import { OrganizationPageBody } from '@/components/organizations/organization-page-body';
import styles from '@/components/organizations/organization-page.module.scss';
import { regionNames } from '@/lib/region/region-names';
import { AnalyticsPageEvent } from '@/components/cookie-consent/analytics-page-event';
import { organizationDimensions } from '@/lib/analytics/page-dimensions';

type Props = { params: Promise<{ region: string; slug: string }> };

/** Open jobs shown on the page; the rest are one link away in the listing. */
const JOBS_ON_PAGE = 10;

async function resolve(params: Props['params']) {
  const region = await getPageRegion(params);
  const { slug } = await params;
  return { region, profile: await loadOrganizationProfile(region, decodeURIComponent(slug).toLowerCase()) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { region, profile } = await resolve(params);
  if (!profile) return {};
  const t = await getTranslations('organization');
  const description = t('metaDescription', {
    name: profile.name,
    jobs: t('jobsCount', { count: profile.openJobs }),
    ...regionNames(region),
    site: region.SITENAME,
  });
  return {
    title: profile.name,
    description,
    alternates: { canonical: siteUrl(region, profile.url) },
    openGraph: {
      title: profile.name,
      description,
      images: profile.cover ? [{ url: profile.cover.url }] : profile.logo ? [{ url: profile.logo.url }] : undefined,
    },
  };
}

/** docs/product.md §3 public organization page: every public section, its open jobs, Organization and FAQ markup. */
export default async function OrganizationPage({ params }: Props) {
  const { region, profile } = await resolve(params);
  if (!profile) notFound();
  const jobs = await loadOrganizationJobs(region, profile.slug, JOBS_ON_PAGE);
  const faqLd = buildFaqPageJsonLd(profile.faq);
  return (
    <article className={styles.page} aria-labelledby="org-name">
      <OrganizationPageBody profile={profile} jobs={jobs} jobsLimit={JOBS_ON_PAGE} region={region} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(buildOrganizationJsonLd(profile, siteOrigin(region))) }}
      />
      {faqLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(faqLd) }} />}
      <AnalyticsPageEvent event="orgprofile_visit" params={organizationDimensions(profile)} />
    </article>
  );
}
