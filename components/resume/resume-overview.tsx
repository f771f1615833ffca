import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import type { ResumeTerms, ResumeView } from '@/lib/data/resume';
import type { ResumePrivacyView } from '@/lib/data/resume-privacy';
import { resumeVisibilityAction } from '@/lib/actions/resume-actions';
import { cleanLink } from '@/lib/routing/links';
import { editPath, SECTION_ORDER } from '@/lib/resume/sections';
import { labelsOf, ResumeSummary } from './resume-summary';
import { ResumePrivacySettings } from './resume-privacy-settings';
import { TopCvOffer } from './top-cv-offer';
import styles from './resume.module.scss';

/**
 * /lebenslauf for its owner: the completeness meter with what is missing, the docs/product.md §4 visibility switch
 * with the privacy from employers (current employer, blocked organizations), the PDF, and every docs/product.md §3
 * section with a link to edit it on its own.
 */
export async function ResumeOverview({
  region,
  resume,
  privacy,
  terms,
  notice,
  privacyNotice,
}: {
  region: Region;
  resume: ResumeView;
  privacy: ResumePrivacyView;
  terms: ResumeTerms;
  notice: string | null;
  privacyNotice: string | null;
}) {
  const t = await getTranslations('resume');
  const labels = labelsOf(terms);
  const { percent, missing } = resume.completeness;
  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <section aria-labelledby="resume-completeness">
        <h2 id="resume-completeness">{t('completenessLabel')}</h2>
        <meter
          className={styles.meter}
          min={0}
          max={100}
          low={50}
          high={80}
          optimum={100}
          value={percent}
          aria-labelledby="resume-completeness-text"
        />
        <p id="resume-completeness-text">{t('completeness', { percent })}</p>
        {missing.length > 0 && (
          <>
            <p>{t('missingHeading')}</p>
            <ul>
              {missing.map((part) => (
                <li key={part}>{t(`missing.${part}` as 'missing.names')}</li>
              ))}
            </ul>
          </>
        )}
        {!resume.complete && (
          <p>
            <Link href={cleanLink('internal:/resume/wizard', region)} prefetch={false}>
              {t('wizardLink')}
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="resume-visibility">
        <h2 id="resume-visibility">{t('visibility.heading')}</h2>
        <p>{resume.visible ? t('visibility.visible') : t('visibility.hidden')}</p>
        {resume.complete || resume.visible ? (
          <form action={resumeVisibilityAction}>
            <input type="hidden" name="visible" value={resume.visible ? 'false' : 'true'} />
            <button type="submit" className={resume.visible ? 'button button-secondary' : 'button'}>
              {resume.visible ? t('visibility.hide') : t('visibility.show')}
            </button>
          </form>
        ) : (
          <p className={styles.muted}>{t('visibility.incomplete')}</p>
        )}
      </section>
      <ResumePrivacySettings region={region} privacy={privacy} notice={privacyNotice} />
      <p>
        <a className="button button-secondary" href={cleanLink('internal:/resume/pdf', region)} download>
          {t('pdf')}
        </a>
      </p>
      <TopCvOffer region={region} />
      {SECTION_ORDER.map((slug) => (
        <section key={slug} className={styles.section} aria-labelledby={`resume-${slug}`}>
          <div className={styles.sectionHead}>
            <h2 id={`resume-${slug}`}>{t(`sections.${slug}`)}</h2>
            <Link href={cleanLink(editPath(slug), region)} prefetch={false} aria-describedby={`resume-${slug}`}>
              {t('edit')}
            </Link>
          </div>
          {slug === 'personal-info' && resume.personalInfo.photoFileId && (
            // The photo's id changes with every upload, so the browser never shows an old one.
            <img
              src={`${cleanLink('internal:/resume/foto', region)}?v=${resume.personalInfo.photoFileId}`}
              alt={t('photo.alt')}
              width={96}
              height={96}
            />
          )}
          <ResumeSummary slug={slug} resume={resume} labels={labels} />
        </section>
      ))}
    </div>
  );
}
