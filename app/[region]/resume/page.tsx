import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { siteUrl } from '@/regions/site-origin';
import { cleanLink } from '@/lib/routing/links';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { regionNames } from '@/lib/region/region-names';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadMyResume, loadResumeTerms } from '@/lib/data/resume';
import { loadResumePrivacy } from '@/lib/data/resume-privacy';
import { isSectionSlug } from '@/lib/resume/sections';
import { resumeLanding } from '@/lib/resume/resume-landing';
import { ResumeOverview } from '@/components/resume/resume-overview';

export async function generateMetadata({ params }: { params: RegionParams }): Promise<Metadata> {
  const region = await getPageRegion(params);
  const t = await getTranslations('meta');
  return {
    title: t('resumeTitle'),
    description: t('resumeDescription', regionNames(region)),
    alternates: { canonical: siteUrl(region, cleanLink('internal:/resume', region)) },
  };
}

/**
 * docs/product.md §2 /resume (public path /lebenslauf). Visitors read what a resume here is for and sign in; the owner
 * sees the resume with its completeness, visibility and sections. docs/product.md §1 INCOMPLETE_REDIRECT_TO_WIZARD: a
 * resume that is not complete (or not started) goes to the wizard first.
 */
export default async function ResumePage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: Promise<PageQuery>;
}) {
  const region = await getPageRegion(params);
  const t = await getTranslations('resume');
  const viewer = await loadPageViewer(region.id);
  const audience = viewer && { region, userId: viewer.userId };
  const resume = audience ? await loadMyResume(audience) : null;
  const landing = resumeLanding(region, !!audience, resume);
  if (landing === 'wizard') redirect(cleanLink('internal:/resume/wizard', region));
  if (landing === 'intro' || !resume || !audience) {
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
  const query = await searchParams;
  const saved = firstValue(query.gespeichert);
  const notice = firstValue(query.fertig)
    ? t('finished')
    : isSectionSlug(saved)
      ? t('saved', { section: t(`sections.${saved}`) })
      : null;
  const employer = firstValue(query.arbeitgeber);
  const tp = await getTranslations('resumePrivacy.employer');
  const privacyNotice = employer === 'gezeigt' ? tp('savedShown') : employer === 'verborgen' ? tp('savedHidden') : null;
  return (
    <ResumeOverview
      region={region}
      resume={resume}
      privacy={await loadResumePrivacy(audience, resume.id)}
      terms={await loadResumeTerms()}
      notice={notice}
      privacyNotice={privacyNotice}
    />
  );
}
