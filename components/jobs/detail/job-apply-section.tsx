import { getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { adAsksForEmail } from '@/lib/posting/ad-asks-for-email';
import { ApplyIntro } from './apply-intro';
import { type ApplicationDraftView, JobApplicationForm } from './job-application-form';
import styles from './job-detail.module.scss';
import formStyles from './job-application-form.module.scss';

type Job = NonNullable<GetJobQuery['getJob']>;

/**
 * On phones a "Jetzt bewerben" bar sticks to the bottom of the screen and leads to the section below (an
 * in-page link, no JavaScript). It stands right before the section: once the section scrolls into view the
 * bar reaches its own place in the flow and scrolls away with it, so it neither hides the form nor covers
 * the end of the page. The section takes focus from the link (tabIndex -1), so Tab goes on into the form.
 */
async function ApplyBar() {
  const t = await getTranslations('job');
  return (
    <div className={styles.applyBar}>
      <a className={`button ${styles.applyBarLink}`} href="#bewerben">
        {t('applyNow')}
      </a>
    </div>
  );
}

/**
 * How to apply, by the job's applicationWorkflow (docs/product.md §3): the employer's own page (link), or our
 * application form (internal and e-mail), which thanks the applicant after sending. What differs for a signed-in
 * visitor (the intro, the filled-in fields, the resume option) comes from islands that ask after the page has loaded,
 * so the page's HTML is the same for everybody.
 */
export async function JobApplySection({
  job,
  region,
  draft,
  applied,
}: {
  job: Job;
  region: Region;
  draft: ApplicationDraftView | null;
  applied: boolean;
}) {
  const t = await getTranslations('job');
  const ta = await getTranslations('application');
  const tp = await getTranslations('apply');
  if (job.applicationWorkflow === 'link') {
    if (!job.applicationLink) return null;
    return (
      <>
        <ApplyBar />
        <section id="bewerben" className={styles.apply} aria-labelledby="job-apply" tabIndex={-1}>
          <h2 id="job-apply">{t('applyHeading')}</h2>
          <p>{t('applyExternalNote')}</p>
          <p>
            {/* Through our redirect, which counts the click and sends on to the link stored with the job. */}
            <a className="button" href={`/api/jobs/${job.id}/apply-link`} rel="noopener nofollow" target="_blank">
              {t('applyExternal')} <span className="visually-hidden">{t('newWindow')}</span>
            </a>
          </p>
        </section>
      </>
    );
  }
  const organization = job.organizationAssignment ?? job.organization.name;
  return (
    <>
      {!applied && <ApplyBar />}
      <section id="bewerben" className={styles.apply} aria-labelledby="job-apply" tabIndex={-1}>
        <h2 id="job-apply">{ta('heading')}</h2>
        {applied ? (
          <div id="apply-success" className={formStyles.success} role="status" tabIndex={-1}>
            <h3>{ta('successHeading')}</h3>
            <p>{ta('successText', { title: job.title, organization })}</p>
          </div>
        ) : (
          <>
            {adAsksForEmail(job.description) && (
              <p className={styles.notByMail}>{t('applyHereNotByMail', { organization })}</p>
            )}
            <ApplyIntro
              jobId={job.id}
              texts={{
                anonymous: ta('intro', { organization }),
                signedIn: tp('introSignedIn', { organization }),
                prefilled: tp('prefilled'),
                prefilledFromResume: tp('prefilledFromResume'),
                myApplications: tp('myApplicationsLink'),
                // The island puts in the day: the page's HTML is the same for everybody.
                appliedBefore: tp.raw('appliedBefore') as string,
              }}
            />
            <JobApplicationForm job={job} region={region} draft={draft} />
          </>
        )}
      </section>
    </>
  );
}
