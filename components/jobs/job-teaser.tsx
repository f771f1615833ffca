import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { JobTeaserFieldsFragment } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { formatSalary } from '@/lib/format/format-salary';
import { isNewJob, publishedAge } from '@/lib/format/published-age';
import messages from '@/messages/de.json';
import { OrganizationLogo } from '@/components/organizations/organization-logo';
import { BookmarkButton } from '@/components/bookmarks/bookmark-button';
import { BanknoteIcon, ClockIcon, MapPinIcon } from '@/components/icons/ui-icons';
import styles from './job-teaser.module.scss';

type Props = { job: JobTeaserFieldsFragment; region: Region; headingLevel?: 'h2' | 'h3' };

/**
 * One job in a result list, as a card: title (the link, which covers the card), employer with its logo (or
 * initials), place, then chips for the conditions, the salary where given and the age where the site shows it
 * (SHOW_PUBLISHED_DATE), with "Neu" and "Top-Stelle" badges.
 */
export async function JobTeaser({ job, region, headingLevel = 'h2' }: Props) {
  const t = await getTranslations('job');
  const format = await getFormatter();
  const Heading = headingLevel;
  const salary = formatSalary(job.salary, region.CURRENCY_POSITION, messages.salary);
  const employer = job.organizationAssignment ?? job.organization.name;
  const conditions = [...job.employmentTypes, ...job.remoteOptions].map((term) => term.label);
  // Rendered per request (the layout opts out of prerendering), so "now" is the visitor's now.
  const now = new Date();
  const published = job.publishedAt ? new Date(job.publishedAt) : null;
  const age = published && publishedAge(published, now);
  const date = region.FEATURES.SHOW_PUBLISHED_DATE && published && age ? { published, age } : null;
  const isNew = !!published && isNewJob(published, now);
  return (
    <article className={styles.teaser} data-featured={job.featured || undefined}>
      <OrganizationLogo logo={job.logo ?? job.organization.logo} name={employer} className={styles.logo} />
      <div className={styles.text}>
        <Heading className={styles.title}>
          <Link href={job.url} prefetch={false}>
            {job.title}
          </Link>
        </Heading>
        <p className={styles.organization}>{employer}</p>
        {job.locationLabel && (
          <p className={styles.place}>
            <MapPinIcon />
            <span>
              {job.locationLabel}
              {job.locations.length > 1 && <> {t('morePlaces', { count: job.locations.length - 1 })}</>}
              {job.distanceKm != null && (
                <>
                  {' '}
                  ·{' '}
                  {t('distance', {
                    km: format.number(job.distanceKm, { maximumFractionDigits: job.distanceKm < 10 ? 1 : 0 }),
                  })}
                </>
              )}
            </span>
          </p>
        )}
        {(conditions.length > 0 || salary || date) && (
          <ul className={styles.chips}>
            {conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
            {salary && (
              <li className={styles.salary}>
                <BanknoteIcon />
                <span className="visually-hidden">{t('salary')}: </span>
                {salary}
              </li>
            )}
            {date && (
              <li>
                <ClockIcon />
                <span className="visually-hidden">{t('published')} </span>
                <time dateTime={date.published.toISOString()}>
                  {date.age.kind === 'relative'
                    ? t('publishedAgo', { days: date.age.days })
                    : format.dateTime(date.published, { day: '2-digit', month: '2-digit', year: 'numeric' })}
                </time>
              </li>
            )}
          </ul>
        )}
      </div>
      {(isNew || job.featured) && (
        <p className={styles.badges}>
          {isNew && <span className={styles.new}>{t('new')}</span>}
          {job.featured && <span className={styles.featured}>{t('featured')}</span>}
        </p>
      )}
      <BookmarkButton region={region} jobId={job.id} title={job.title} placement="card" />
    </article>
  );
}
