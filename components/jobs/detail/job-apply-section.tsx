import { getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { type ApplicationDraftView, JobApplicationForm } from './job-application-form';
import styles from './job-detail.module.scss';
import formStyles from './job-application-form.module.scss';

type Job = NonNullable<GetJobQuery['getJob']>;

/**
 * How to apply, by the job's applicationWorkflow (§3): the employer's own page (link), or our application
 * form (internal and e-mail), which thanks the applicant after sending.
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
  if (job.applicationWorkflow === 'link') {
    if (!job.applicationLink) return null;
    return (
      <section id="bewerben" className={styles.apply} aria-labelledby="job-apply">
        <h2 id="job-apply">{t('applyHeading')}</h2>
        <p>{t('applyExternalNote')}</p>
        <p>
          <a className="button" href={job.applicationLink} rel="noopener nofollow" target="_blank">
            {t('applyExternal')} <span className="visually-hidden">{t('newWindow')}</span>
          </a>
        </p>
      </section>
    );
  }
  const organization = job.organizationAssignment ?? job.organization.name;
  return (
    <section id="bewerben" className={styles.apply} aria-labelledby="job-apply">
      <h2 id="job-apply">{ta('heading')}</h2>
      {applied ? (
        <div id="apply-success" className={formStyles.success} role="status" tabIndex={-1}>
          <h3>{ta('successHeading')}</h3>
          <p>{ta('successText', { title: job.title, organization })}</p>
        </div>
      ) : (
        <>
          <p>{ta('intro', { organization })}</p>
          <JobApplicationForm job={job} region={region} draft={draft} />
        </>
      )}
    </section>
  );
}
