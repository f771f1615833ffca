import { getFormatter, getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { formatSalary } from '@/lib/format/format-salary';
import { experienceRange } from '@/lib/format/experience';
import { placeText } from '@/lib/format/place-text';
import messages from '@/messages/de.json';
import { FactList } from '@/components/layout/fact-list';
import type { IconComponent } from '@/components/icons/icon';
import {
  BanknoteIcon,
  BookOpenIcon,
  BriefcaseIcon,
  CalendarCheckIcon,
  CalendarIcon,
  GraduationCapIcon,
  HouseIcon,
  LanguagesIcon,
  MapPinIcon,
  TagIcon,
  TrendingUpIcon,
  WrenchIcon,
} from '@/components/icons/ui-icons';
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
  const places = job.locations.length
    ? job.locations.map((l) => placeText(l.address, l.label))
    : [placeText(job.address, job.locationLabel)];
  const facts: Array<[string, string | null | undefined, IconComponent]> = [
    [places.length > 1 ? t('places') : t('place'), places.filter(Boolean).join('; '), MapPinIcon],
    [t('employmentType'), labels(job.employmentTypes), BriefcaseIcon],
    [t('remote'), labels(job.remoteOptions), HouseIcon],
    [t('salary'), salary, BanknoteIcon],
    [t('start'), start, CalendarCheckIcon],
    [t('occupationalField'), labels(job.occupationalFields), TagIcon],
    [t('degree'), labels(job.degreeLevels), GraduationCapIcon],
    [
      t('experience'),
      job.yearsOfExperience != null ? te(experienceRange(job.yearsOfExperience).key) : null,
      TrendingUpIcon,
    ],
    [t('fieldsOfStudy'), labels(job.fieldsOfStudy), BookOpenIcon],
    [t('skills'), [labels(job.skills), job.skillsFree].filter(Boolean).join(', '), WrenchIcon],
    [t('languages'), [labels(job.languages), job.languagesFree].filter(Boolean).join(', '), LanguagesIcon],
    [
      t('published'),
      region.FEATURES.SHOW_PUBLISHED_DATE && job.publishedAt
        ? format.dateTime(new Date(job.publishedAt), { dateStyle: 'long' })
        : null,
      CalendarIcon,
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
