import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { OrganizationTeaserFieldsFragment } from '@/lib/graphql/generated/operations';
import styles from './organization-teaser.module.scss';

/** One employer in a list: logo, name (the link), place, industry and open jobs. */
export async function OrganizationTeaser({
  organization,
  headingLevel = 'h3',
}: {
  organization: OrganizationTeaserFieldsFragment;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations('organizations');
  const Heading = headingLevel;
  return (
    <article className={styles.teaser}>
      {organization.logo && (
        <img
          className={styles.logo}
          src={organization.logo.url}
          alt=""
          width={120}
          height={60}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <Heading className={styles.name}>
          <Link href={organization.url} prefetch={false}>
            {organization.name}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {[organization.location, ...organization.industries.map((i) => i.label)].filter(Boolean).join(' · ')}
        </p>
        <p className={styles.jobs}>{t('openJobs', { count: organization.openJobs })}</p>
      </div>
    </article>
  );
}
