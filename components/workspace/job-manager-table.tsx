import { getFormatter, getTranslations } from 'next-intl/server';
import { jobManagerAction } from '@/lib/actions/job-manager-actions';
import type { ManagedJobFieldsFragment } from '@/lib/graphql/generated/operations';
import { ENDED, JobRowActions } from './job-row-actions';
import styles from './job-manager.module.scss';

type Job = ManagedJobFieldsFragment;

const FIGURES = ['views', 'applyStarts', 'applications', 'outboundClicks'] as const;

/** The figures shown: the inbox's count of applications only where the site has an inbox (`inbox`). */
const figuresShown = (inbox: boolean) => FIGURES.filter((figure) => inbox || figure !== 'applications');

/**
 * The organization's jobs as one plain form (works without JavaScript): each action is a submit button
 * naming its job, the bulk archive takes the ticked rows. A table at desktop widths; below them each row is a
 * card whose cells name their column (data-label), so a phone never scrolls sideways
 * (docs/product-decisions.md "The job manager on a phone"). Without the site's inbox (docs/product-decisions.md
 * "Applicant management off") no column counts its applications.
 */
export async function JobManagerTable({
  jobs,
  regionId,
  back,
  inbox,
}: {
  jobs: Job[];
  regionId: string;
  back: string;
  inbox: boolean;
}) {
  const t = await getTranslations('workspace.jobManager');
  const figures = figuresShown(inbox);
  const format = await getFormatter();
  const date = (value: string | null | undefined) =>
    value ? format.dateTime(new Date(value), { dateStyle: 'medium' }) : t('notSet');
  return (
    <form action={jobManagerAction}>
      <input type="hidden" name="back" value={back} />
      {/* First in the form, so Enter in a checkbox archives the ticked jobs rather than acting on one row. */}
      <p>
        <button type="submit" name="action" value="bulk-archive" className={styles.linkButton}>
          {t('bulkArchive')}
        </button>
      </p>
      <div className={styles.scroll} role="region" aria-labelledby="jobs-table-caption" tabIndex={0}>
        <table className={`${styles.table} ${styles.responsive}`}>
          <caption id="jobs-table-caption" className="visually-hidden">
            {t('table')}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('select')}</span>
              </th>
              <th scope="col">{t('title')}</th>
              <th scope="col">{t('state')}</th>
              <th scope="col">{t('frontend')}</th>
              <th scope="col">{t('publishedAt')}</th>
              <th scope="col">{t('expiresAt')}</th>
              {figures.map((figure) => (
                <th key={figure} scope="col" className={styles.number}>
                  {t(figure)}
                </th>
              ))}
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id} data-job-id={job.id}>
                <td className={styles.select}>
                  {!ENDED.has(job.state) && (
                    <input
                      type="checkbox"
                      name="ids"
                      value={job.id}
                      aria-label={t('selectJob', { title: job.title })}
                    />
                  )}
                </td>
                <th scope="row" className={styles.jobTitle}>
                  {job.state === 'published' ? <a href={job.url}>{job.title}</a> : job.title}
                </th>
                <td data-label={t('state')}>
                  <span className={styles.state}>{t(`states.${job.state}`)}</span>
                </td>
                <td data-label={t('frontend')}>{job.frontendName}</td>
                <td data-label={t('publishedAt')}>{date(job.publishedAt)}</td>
                <td data-label={t('expiresAt')}>{date(job.expiresAt)}</td>
                {figures.map((figure) => (
                  <td key={figure} data-label={t(figure)} className={styles.number}>
                    {format.number(job.figures[figure])}
                  </td>
                ))}
                <td className={styles.actionsCell}>
                  <JobRowActions job={job} regionId={regionId} back={back} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}
