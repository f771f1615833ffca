import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { loadMyResume, loadResumeTerms } from '@/lib/data/resume';
import { saveSectionAction } from '@/lib/actions/resume-actions';
import { valuesFromResume } from '@/lib/resume/form-values';
import { editPath, isSectionSlug, SECTION_SLUGS } from '@/lib/resume/sections';
import { resumeOwner } from '@/components/resume/resume-owner';
import { SectionEditor } from '@/components/resume/section-editor';
import { PhotoForm } from '@/components/resume/photo-form';
import styles from '@/components/resume/resume.module.scss';

type Props = { params: Promise<{ region: string; section: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await params;
  const t = await getTranslations('resume');
  const name = isSectionSlug(section) ? t(`sections.${section}`) : t('heading');
  return { title: t('metaEditTitle', { section: name }), robots: { index: false } };
}

/**
 * docs/product.md §2 /resume/edit/<section> (public /lebenslauf/edit/…): one section of the owner's resume, saved on
 * its own.
 */
export default async function EditResumeSectionPage({ params, searchParams }: Props) {
  const { section: slug } = await params;
  if (!isSectionSlug(slug)) notFound();
  const region = await getPageRegion(params);
  const audience = await resumeOwner(region, editPath(slug).slice('internal:'.length));
  const [resume, terms] = await Promise.all([loadMyResume(audience), loadResumeTerms()]);
  const t = await getTranslations('resume');
  const initial = { values: valuesFromResume(SECTION_SLUGS[slug], resume), errors: {}, general: [] };
  return (
    <div className={styles.page}>
      <p>
        <Link href={cleanLink('internal:/resume', region)} prefetch={false}>
          {t('back')}
        </Link>
      </p>
      <h1>{t(`sections.${slug}`)}</h1>
      <NextIntlClientProvider messages={{ resume: messages.resume, resumeWizard: messages.resumeWizard }}>
        <SectionEditor slug={slug} initial={initial} terms={terms} action={saveSectionAction} />
      </NextIntlClientProvider>
      {slug === 'personal-info' && (
        <PhotoForm
          region={region}
          photoFileId={resume?.personalInfo.photoFileId ?? null}
          outcome={firstValue((await searchParams).foto)}
        />
      )}
    </div>
  );
}
