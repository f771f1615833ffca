import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { JobTeaser } from '@/components/jobs/job-teaser';
import type { OrganizationJobResult, OrganizationProfile } from './organization-profile';
import { OrganizationSection } from './organization-section';
import styles from './organization-page.module.scss';
import { regionNames } from '@/lib/region/region-names';

type Props = {
  organization: Pick<OrganizationProfile, 'name' | 'slug'>;
  jobs: OrganizationJobResult;
  /** How many jobs the page loaded: beyond them, a link leads to all of them in the job listing. */
  limit: number;
  region: Region;
};

/** The employer's newest open jobs; without any, a way on to the region's other jobs. */
export async function OrganizationJobs({ organization, jobs, limit, region }: Props) {
  const t = await getTranslations('organization');
  return (
    <OrganizationSection id="org-jobs" title={t('jobs', { name: organization.name })}>
      {jobs.total === 0 ? (
        <p>
          {t('noJobs', { name: organization.name, ...regionNames(region) })}{' '}
          <Link href="/jobs" prefetch={false}>
            {region.SITENAME}
          </Link>
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {jobs.jobs.map((job) => (
              <li key={job.id}>
                <JobTeaser job={job} region={region} headingLevel="h3" />
              </li>
            ))}
          </ul>
          {jobs.total > limit && (
            <p>
              <Link href={`/jobs?job_organization_name=${encodeURIComponent(organization.slug)}`} prefetch={false}>
                {t('allJobs', { count: jobs.total, name: organization.name })}
              </Link>
            </p>
          )}
        </>
      )}
    </OrganizationSection>
  );
}
