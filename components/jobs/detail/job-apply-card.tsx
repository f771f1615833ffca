import { getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { formatSalary } from '@/lib/format/format-salary';
import { adAsksForEmail } from '@/lib/posting/ad-asks-for-email';
import messages from '@/messages/de.json';
import { FactList } from '@/components/layout/fact-list';
import styles from './job-apply-card.module.scss';

type Job = NonNullable<GetJobQuery['getJob']>;

/**
 * The job page's aside from tablet width on (docs/product-decisions.md "The job page's aside"): the facts a
 * seeker decides on, and "Jetzt bewerben", sticky while the ad scrolls, so the way to apply is never a full
 * ad away. Phones have the sticky apply bar instead and do not show it.
 */
export async function JobApplyCard({ job, region, applied }: { job: Job; region: Region; applied: boolean }) {
  const t = await getTranslations('job');
  const labels = (terms: Array<{ label: string }>) => terms.map((term) => term.label).join(', ');
  const place = job.locations.length
    ? [job.locations[0].label, job.locations.length > 1 ? t('morePlaces', { count: job.locations.length - 1 }) : '']
        .filter(Boolean)
        .join(' ')
    : job.locationLabel;
  const facts: Array<[string, string | null | undefined]> = [
    [job.locations.length > 1 ? t('places') : t('place'), place],
    [t('employmentType'), labels(job.employmentTypes)],
    [t('remote'), labels(job.remoteOptions)],
    [t('salary'), formatSalary(job.salary, region.CURRENCY_POSITION, messages.salary)],
  ];
  const organization = job.organizationAssignment ?? job.organization.name;
  const external = job.applicationWorkflow === 'link';
  return (
    <section className={styles.card} aria-labelledby="job-at-a-glance">
      <h2 id="job-at-a-glance">{t('atAGlance')}</h2>
      <FactList facts={facts} className={styles.facts} />
      {applied ? null : external ? (
        job.applicationLink && (
          <>
            <p className={styles.how}>{t('applyExternalNote')}</p>
            <a
              className={`button ${styles.apply}`}
              href={`/api/jobs/${job.id}/apply-link`}
              rel="noopener nofollow"
              target="_blank"
            >
              {t('applyExternal')} <span className="visually-hidden">{t('newWindow')}</span>
            </a>
          </>
        )
      ) : (
        <>
          <p className={styles.how}>
            {adAsksForEmail(job.description)
              ? t('applyHereNotByMail', { organization })
              : t('applyHere', { organization })}
          </p>
          <a className={`button ${styles.apply}`} href="#bewerben">
            {t('applyNow')}
          </a>
        </>
      )}
    </section>
  );
}
