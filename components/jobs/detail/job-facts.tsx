import { getFormatter, getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { formatSalary } from '@/lib/format/format-salary';
import { experienceRange } from '@/lib/format/experience';
import messages from '@/messages/de.json';
import { FactList } from '@/components/layout/fact-list';
import styles from './job-detail.module.scss';

type Job = NonNullable<GetJobQuery['getJob']>;

/** The job's key facts as a description list: what a seeker scans before reading the text. */
export async function JobFacts({ job, region }: { job: Job; region: Region }) {
  const t = await getTranslations('job');
  const te = await getTranslations('experience');
  const format = await getFormatter();
  const labels = (terms: Array<{ label: string }>) => terms.map((term) => term.label).join(', ');
  const salary = formatSalary(job.salary, region.CURRENCY_POSITION, messages.salary);
  const start = job.availabilityPeriod?.immediate
    ? t('startImmediately')
    : job.availabilityPeriod?.start
      ? t('startFrom', { date: format.dateTime(new Date(job.availabilityPeriod.start), { dateStyle: 'long' }) })
      : null;
  const place = job.address
    ? [job.address.addressLine1, [job.address.zip, job.address.locality].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : job.locationLabel;
  const facts: Array<[string, string | null | undefined]> = [
    [t('place'), place],
    [t('employmentType'), labels(job.employmentTypes)],
    [t('remote'), labels(job.remoteOptions)],
    [t('salary'), salary],
    [t('start'), start],
    [t('occupationalField'), labels(job.occupationalFields)],
    [t('degree'), labels(job.degreeLevels)],
    [t('experience'), job.yearsOfExperience != null ? te(experienceRange(job.yearsOfExperience).key) : null],
    [t('fieldsOfStudy'), labels(job.fieldsOfStudy)],
    [t('skills'), [labels(job.skills), job.skillsFree].filter(Boolean).join(', ')],
    [t('languages'), [labels(job.languages), job.languagesFree].filter(Boolean).join(', ')],
    [
      t('published'),
      region.FEATURES.SHOW_PUBLISHED_DATE && job.publishedAt
        ? format.dateTime(new Date(job.publishedAt), { dateStyle: 'long' })
        : null,
    ],
  ];
  return (
    <section aria-labelledby="job-facts">
      <h2 id="job-facts" className="visually-hidden">
        {t('factsLabel')}
      </h2>
      <FactList facts={facts} className={styles.facts} />
    </section>
  );
}
