import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { jobManagerAction } from '@/lib/actions/job-manager-actions';
import type { ManagedJobFieldsFragment } from '@/lib/graphql/generated/operations';
import { wizardPath } from '@/lib/posting/wizard-steps';
import styles from './job-manager.module.scss';

type Job = ManagedJobFieldsFragment;

const EDITABLE = new Set(['draft', 'needs_review', 'scheduled', 'published']);
const ENDED = new Set(['archived', 'expired']);

/** The wizard of a job on its own frontend: this site's path, or the other site's address. */
function editHref(job: Job, regionId: string): string {
  const path = wizardPath(job.id, 'anzeige');
  return job.frontend === regionId ? path : new URL(path, job.url).toString();
}

/**
 * The organization's jobs as one plain form (works without JavaScript): each action is a submit button
 * naming its job, the bulk archive takes the ticked rows. Every button's name includes the job's title for
 * screen readers.
 */
export async function JobManagerTable({ jobs, regionId, back }: { jobs: Job[]; regionId: string; back: string }) {
  const t = await getTranslations('workspace.jobManager');
  const format = await getFormatter();
  const date = (value: string | null | undefined) =>
    value ? format.dateTime(new Date(value), { dateStyle: 'medium' }) : t('notSet');
  const hidden = (title: string) => <span className="visually-hidden"> {title}</span>;
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
        <table className={styles.table}>
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
              <th scope="col" className={styles.number}>
                {t('views')}
              </th>
              <th scope="col" className={styles.number}>
                {t('applyStarts')}
              </th>
              <th scope="col" className={styles.number}>
                {t('applications')}
              </th>
              <th scope="col" className={styles.number}>
                {t('outboundClicks')}
              </th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id} data-job-id={job.id}>
                <td>
                  {!ENDED.has(job.state) && (
                    <input
                      type="checkbox"
                      name="ids"
                      value={job.id}
                      aria-label={t('selectJob', { title: job.title })}
                    />
                  )}
                </td>
                <th scope="row">{job.state === 'published' ? <a href={job.url}>{job.title}</a> : job.title}</th>
                <td>
                  <span className={styles.state}>{t(`states.${job.state}`)}</span>
                </td>
                <td>{job.frontendName}</td>
                <td>{date(job.publishedAt)}</td>
                <td>{date(job.expiresAt)}</td>
                <td className={styles.number}>{format.number(job.figures.views)}</td>
                <td className={styles.number}>{format.number(job.figures.applyStarts)}</td>
                <td className={styles.number}>{format.number(job.figures.applications)}</td>
                <td className={styles.number}>{format.number(job.figures.outboundClicks)}</td>
                <td>
                  <div className={styles.rowActions}>
                    {EDITABLE.has(job.state) && (
                      <a href={editHref(job, regionId)}>
                        {t('edit')}
                        {hidden(job.title)}
                      </a>
                    )}
                    <Link href={`/job-manager/statistik/${job.id}`} prefetch={false}>
                      {t('statistics')}
                      {hidden(job.title)}
                    </Link>
                    <button type="submit" name="action" value={`duplicate:${job.id}`} className={styles.linkButton}>
                      {t('duplicate')}
                      {hidden(job.title)}
                    </button>
                    {(job.state === 'published' || (ENDED.has(job.state) && job.publishedAt)) && (
                      <button type="submit" name="action" value={`extend:${job.id}`} className={styles.linkButton}>
                        {job.state === 'published' ? t('extend') : t('republish')}
                        {hidden(job.title)}
                      </button>
                    )}
                    {!ENDED.has(job.state) && (
                      <button type="submit" name="action" value={`archive:${job.id}`} className={styles.linkButton}>
                        {t('archive')}
                        {hidden(job.title)}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}
