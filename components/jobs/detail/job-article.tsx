import type { ReactNode } from 'react';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { JobFacts } from './job-facts';
import { JobFileAd } from './job-file-ad';
import styles from './job-article.module.scss';

type Job = NonNullable<GetJobQuery['getJob']>;

/**
 * The job itself as seekers read it: title, employer and place, the key facts, the original ad (link, or
 * the PDF's pages), the description and the video; `children` follow (the job page's application). The job wizard's
 * preview renders the same article, so what a recruiter checks is what seekers see.
 */
export async function JobArticle({ job, region, children }: { job: Job; region: Region; children?: ReactNode }) {
  const t = await getTranslations('job');
  const format = await getFormatter();
  const employer = job.organizationAssignment ?? job.organization.name;
  // Every work place by name, the main one first ("Rosenheim, Traunstein und Salzburg").
  const placeNames = job.locations.length
    ? job.locations.map((l) => l.label)
    : [job.locationLabel].filter((label): label is string => !!label);
  return (
    <article className={styles.main} aria-labelledby="job-title">
      <header className={styles.header}>
        <h1 id="job-title">{job.title}</h1>
        <p className={styles.employer}>
          {job.organization.url ? (
            <Link href={job.organization.url} prefetch={false}>
              {employer}
            </Link>
          ) : (
            employer
          )}
          {placeNames.length > 0 && <> · {format.list(placeNames, { type: 'conjunction' })}</>}
        </p>
      </header>
      <JobFacts job={job} region={region} />
      {job.type === 'job_per_link' && job.linkUrl && (
        <section className={styles.notice} aria-labelledby="job-original">
          <h2 id="job-original">{t('originalAdNote')}</h2>
          <p>
            <a
              className="button"
              href={job.linkUrl}
              rel="noopener nofollow"
              target="_blank"
              data-analytics-click="view_original_ad_btn_click"
            >
              {t('originalAd')} <span className="visually-hidden">{t('newWindow')}</span>
            </a>
          </p>
        </section>
      )}
      {job.type === 'job_per_file' && job.file && <JobFileAd job={job} file={job.file} />}
      {job.description && job.type !== 'job_per_file' && (
        <section aria-labelledby="job-description">
          <h2 id="job-description">{t('descriptionHeading')}</h2>
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: job.description }} />
        </section>
      )}
      {job.videoUrl && (
        <p>
          <a href={job.videoUrl} rel="noopener nofollow" target="_blank">
            {t('video')} <span className="visually-hidden">{t('newWindow')}</span>
          </a>
        </p>
      )}
      {children}
    </article>
  );
}
