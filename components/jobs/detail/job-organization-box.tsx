import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import { ArrowRightIcon } from '@/components/icons/ui-icons';
import { OrganizationMonogram } from '@/components/organizations/organization-logo';
import styles from './job-detail.module.scss';

type Job = NonNullable<GetJobQuery['getJob']>;

/** The employer beside the job: logo (or its initials), name, and the way to its profile and its other jobs. */
export async function JobOrganizationBox({ job }: { job: Job }) {
  const t = await getTranslations('job');
  const { organization } = job;
  return (
    <section className={styles.box} aria-labelledby="job-organization">
      <h2 id="job-organization">{t('organizationHeading')}</h2>
      {organization.logo ? (
        <img
          className={styles.logo}
          src={organization.logo.url}
          alt={organization.logo.alt ?? organization.name}
          width={140}
          height={70}
          decoding="async"
        />
      ) : (
        <OrganizationMonogram name={organization.name} className={styles.monogram} />
      )}
      <p className={styles.organizationName}>
        {job.organizationAssignment ? (
          <>
            {job.organizationAssignment}{' '}
            <span className={styles.muted}>{t('onBehalfOf', { name: organization.name })}</span>
          </>
        ) : (
          organization.name
        )}
      </p>
      <ul className={styles.links}>
        <li>
          <Link href={organization.url} prefetch={false}>
            <ArrowRightIcon />
            {t('organizationLink', { name: organization.name })}
          </Link>
        </li>
        <li>
          <Link href={`/jobs?job_organization_name=${encodeURIComponent(organization.slug)}`} prefetch={false}>
            <ArrowRightIcon />
            {t('organizationJobs', { name: organization.name })}
          </Link>
        </li>
      </ul>
    </section>
  );
}
