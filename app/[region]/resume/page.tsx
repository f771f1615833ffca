import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { canonicalUrl } from '@/lib/seo/canonical-url';
import { cleanLink } from '@/lib/routing/links';
import { regionNames } from '@/lib/region/region-names';

export async function generateMetadata({ params }: { params: RegionParams }): Promise<Metadata> {
  const region = await getPageRegion(params);
  const t = await getTranslations('meta');
  return {
    title: t('resumeTitle'),
    description: t('resumeDescription', regionNames(region)),
    alternates: { canonical: canonicalUrl(region, cleanLink('internal:/resume', region)) },
  };
}

/** The job seeker's resume entry (§2 /resume, public path /lebenslauf). */
export default async function ResumePage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const t = await getTranslations('resume');
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro', { ...regionNames(region), siteName: region.SITENAME })}</p>
      <Link className="button" href={cleanLink('internal:/resume/wizard', region)} prefetch={false}>
        {t('start')}
      </Link>
    </>
  );
}
