import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { signInHref } from '@/lib/auth/dispatch';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadResumeTerms } from '@/lib/data/resume';
import { loadRecruiterResume } from '@/lib/data/resume-contacts';
import { getPageRegion } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { RecruiterResume } from '@/components/resume-contacts/recruiter-resume';
import { ResumeSearchAccess } from '@/components/resume-search/resume-search-access';
import styles from '@/components/resume-contacts/resume-contacts.module.scss';

type Params = Promise<{ region: string; id: string }>;

/** A person's resume is never indexed, and its address never leaves the site as Referer. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resumeContacts.recruiter');
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/**
 * docs/product.md §2 /resumes/<id> (public /bewerbersuche/<id>): one resume as a recruiter sees it, with the contact
 * request. Anonymous visitors sign in and come back; job seekers and recruiters without the resume search
 * read how employers get access (the search's own notice).
 */
export default async function RecruiterResumePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<PageQuery>;
}) {
  const region = await getPageRegion(params);
  const { id } = await params;
  const t = await getTranslations('resumeContacts.recruiter');
  const here = cleanLink(`internal:/resumes/${id}`, region);
  const viewer = await loadPageViewer(region.id);
  const view = viewer ? await loadRecruiterResume({ region, userId: viewer.userId }, id) : null;
  if (view === null || view === 'refused')
    return (
      <section className={styles.page} aria-labelledby="resume-title">
        <h1 id="resume-title">{t('title')}</h1>
        {viewer ? (
          <ResumeSearchAccess
            kind="subscribe"
            applicant={!viewer.roles.includes('recruiter')}
            checkoutHref={cleanLink('internal:/checkout', region)}
          />
        ) : (
          <ResumeSearchAccess kind="signIn" signInHref={signInHref(here)} />
        )}
      </section>
    );
  if (view === 'missing')
    return (
      <section className={styles.page} aria-labelledby="resume-title">
        <h1 id="resume-title">{t('title')}</h1>
        <p>{t('notFound')}</p>
        <Link href={cleanLink('internal:/resumes', region)} prefetch={false}>
          {t('back')}
        </Link>
      </section>
    );
  const sent = firstValue((await searchParams).gesendet) === '1';
  return <RecruiterResume region={region} view={view} terms={await loadResumeTerms()} sent={sent} />;
}
