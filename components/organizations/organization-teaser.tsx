import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { OrganizationTeaserFieldsFragment } from '@/lib/graphql/generated/operations';
import { BriefcaseIcon, MapPinIcon, TagIcon } from '@/components/icons/ui-icons';
import { OrganizationLogo } from './organization-logo';
import styles from './organization-teaser.module.scss';

/** One employer in a list, as a card: logo (or initials), name (the link), place, industry and open jobs. */
export async function OrganizationTeaser({
  organization,
  headingLevel = 'h3',
}: {
  organization: OrganizationTeaserFieldsFragment;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations('organizations');
  const Heading = headingLevel;
  const industries = organization.industries.map((i) => i.label).join(', ');
  return (
    <article className={styles.teaser}>
      <OrganizationLogo logo={organization.logo} name={organization.name} />
      <div className={styles.text}>
        <Heading className={styles.name}>
          <Link href={organization.url} prefetch={false}>
            {organization.name}
          </Link>
        </Heading>
        <ul className={styles.meta}>
          {organization.location && (
            <li>
              <MapPinIcon />
              <span>{organization.location}</span>
            </li>
          )}
          {industries && (
            <li>
              <TagIcon />
              <span>{industries}</span>
            </li>
          )}
          <li className={styles.jobs}>
            <BriefcaseIcon />
            <span>{t('openJobs', { count: organization.openJobs })}</span>
          </li>
        </ul>
      </div>
    </article>
  );
}
