import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { canonicalUrl } from '@/lib/seo/canonical-url';
import { cleanLink } from '@/lib/routing/links';
import { regionNames } from '@/lib/region/region-names';

export async function generateMetadata({ params }: { params: RegionParams }): Promise<Metadata> {
  const region = await getPageRegion(params);
  const t = await getTranslations('meta');
  return {
    title: t('resumesTitle'),
    description: t('resumesDescription', regionNames(region)),
    alternates: { canonical: canonicalUrl(region, cleanLink('internal:/resumes', region)) },
  };
}

/** Resume search entry for recruiters (§2 /resumes, public path /bewerbersuche). */
export default async function ResumesPage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const t = await getTranslations('resumes');
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro', regionNames(region))}</p>
    </>
  );
}
