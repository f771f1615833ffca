import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { confirmResumeImportAction } from '@/lib/actions/resume-import-actions';
import { signInHref } from '@/lib/auth/dispatch';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { proposeFromCv } from '@/lib/data/resume-import';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { importErrorMessage } from '@/lib/resume-import/import-errors';
import { valuesFromProposal } from '@/lib/resume-import/review-values';
import { cleanLink } from '@/lib/routing/links';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { ReviewForm } from '@/components/resume-import/review-form';
import { UploadForm } from '@/components/resume-import/upload-form';
import { TopCvOffer } from '@/components/resume/top-cv-offer';
import styles from '@/components/resume-import/resume-import.module.scss';
import messages from '@/messages/de.json';

type Props = { params: RegionParams; searchParams: Promise<PageQuery> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resumeImport');
  return { title: t('title'), robots: { index: false } };
}

/**
 * docs/product.md §2 /lebenslauf/wizard/import, the wizard's first step (docs/product.md §1 RESUME_IMPORT): the
 * signed-in user uploads a PDF or DOCX CV (the upload route stores it and comes back with ?datei=<id>, or
 * ?fehler=<reason>), then confirms or corrects every proposed field; or skips to the next step. Sites without the
 * import go straight on. Once a CV is read, the TopCV offer follows (docs/product-decisions.md "TopCV in the resume
 * area").
 */
export default async function ResumeImportPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const here = cleanLink('internal:/resume/wizard/import', region);
  const next = cleanLink('internal:/resume/wizard/job-preferences', region);
  const viewer = await loadPageViewer(region.id);
  if (!viewer) redirect(signInHref(here));
  if (!region.FEATURES.RESUME_IMPORT) redirect(next);
  const t = await getTranslations('resumeImport');
  const query = await searchParams;
  const fileId = firstValue(query.datei);
  const failure = firstValue(query.fehler).slice(0, 40);
  const proposed = UUID.test(fileId) ? await proposeFromCv({ region, userId: viewer.userId }, fileId) : null;
  const error =
    proposed && !proposed.ok ? importErrorMessage(proposed.reason) : failure ? importErrorMessage(failure) : undefined;

  return (
    <section className={styles.page} aria-labelledby="import-title">
      <h1 id="import-title">{t('title')}</h1>
      {proposed?.ok ? (
        <NextIntlClientProvider messages={{ resumeImport: messages.resumeImport }}>
          <ReviewForm
            initial={{ version: 0, values: valuesFromProposal(proposed.proposal), errors: {} }}
            action={confirmResumeImportAction}
            againHref={here}
          />
        </NextIntlClientProvider>
      ) : (
        <>
          <p>{t('intro')}</p>
          <UploadForm action={`${here}/datei`} error={error} />
        </>
      )}
      <p className={styles.skip}>
        <Link href={next} prefetch={false}>
          {t('skip')}
        </Link>
      </p>
      {proposed?.ok && <TopCvOffer region={region} />}
    </section>
  );
}
