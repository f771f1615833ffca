import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { JobTeaserFieldsFragment } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { formatSalary } from '@/lib/format/format-salary';
import messages from '@/messages/de.json';
import styles from './job-teaser.module.scss';

type Props = { job: JobTeaserFieldsFragment; region: Region; headingLevel?: 'h2' | 'h3' };

/** One job in a result list: title (the link), employer, place, conditions, salary. */
export async function JobTeaser({ job, region, headingLevel = 'h2' }: Props) {
  const t = await getTranslations('job');
  const format = await getFormatter();
  const Heading = headingLevel;
  const salary = formatSalary(job.salary, region.CURRENCY_POSITION, messages.salary);
  const logo = job.logo ?? job.organization.logo;
  const conditions = [...job.employmentTypes, ...job.remoteOptions].map((term) => term.label);
  return (
    <article className={styles.teaser} data-featured={job.featured || undefined}>
      <div className={styles.text}>
        <Heading className={styles.title}>
          <Link href={job.url} prefetch={false}>
            {job.title}
          </Link>
        </Heading>
        <p className={styles.organization}>{job.organizationAssignment ?? job.organization.name}</p>
        <ul className={styles.meta}>
          {job.locationLabel && (
            <li>
              {job.locationLabel}
              {job.distanceKm != null && (
                <>
                  {' '}
                  ·{' '}
                  {t('distance', {
                    km: format.number(job.distanceKm, { maximumFractionDigits: job.distanceKm < 10 ? 1 : 0 }),
                  })}
                </>
              )}
            </li>
          )}
          {conditions.length > 0 && <li>{conditions.join(', ')}</li>}
          {salary && <li>{salary}</li>}
          {region.FEATURES.SHOW_PUBLISHED_DATE && job.publishedAt && (
            <li>
              {t('published')}{' '}
              {t('publishedOn', { date: format.dateTime(new Date(job.publishedAt), { dateStyle: 'medium' }) })}
            </li>
          )}
        </ul>
        {job.featured && <p className={styles.badge}>{t('featured')}</p>}
      </div>
      {logo && (
        // Logos are small, sized by CSS and lazy: no layout shift, no work for images below the fold.
        <img
          className={styles.logo}
          src={logo.url}
          alt={logo.alt ?? ''}
          width={120}
          height={60}
          loading="lazy"
          decoding="async"
        />
      )}
    </article>
  );
}
