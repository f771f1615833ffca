import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { canonicalUrl } from '@/lib/seo/canonical-url';
import { JobSearchForm } from '@/components/jobs/job-search-form';

type Props = { params: RegionParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const region = await getPageRegion(params);
  const t = await getTranslations('meta');
  return {
    title: t('jobsTitle', { region: region.REGION_NAME }),
    description: t('jobsDescription', { region: region.REGION_NAME }),
    alternates: { canonical: canonicalUrl(region, '/jobs') },
  };
}

/** Job listing (§2 /jobs/[[...taxonomy]]): the search form; results arrive with the search backend. */
export default async function JobsPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const query = await searchParams;
  const t = await getTranslations('jobs');
  const radius = Number(first(query.radius));
  return (
    <>
      <h1>{t('heading', { region: region.REGION_NAME })}</h1>
      <JobSearchForm
        region={region}
        action="/jobs"
        search={first(query.search)}
        place={first(query.geo_location)}
        radius={region.GEO_INFO.radius.options.includes(radius) ? radius : undefined}
      />
    </>
  );
}
