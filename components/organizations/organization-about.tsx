import { getTranslations } from 'next-intl/server';
import type { OrganizationProfile } from './organization-profile';
import { OrganizationSection } from './organization-section';
import styles from './organization-page.module.scss';

/** The employer's own presentation (rich text the back end has sanitized). */
export async function OrganizationAbout({ presentation }: { presentation: OrganizationProfile['presentation'] }) {
  if (!presentation) return null;
  const t = await getTranslations('organization');
  return (
    <OrganizationSection id="org-about" title={t('about')}>
      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: presentation }} />
    </OrganizationSection>
  );
}

/** What the employer offers its staff, as a plain list. */
export async function OrganizationBenefits({ benefits }: { benefits: OrganizationProfile['benefits'] }) {
  if (benefits.length === 0) return null;
  const t = await getTranslations('organization');
  return (
    <OrganizationSection id="org-benefits" title={t('benefits')}>
      <ul className={styles.benefits}>
        {benefits.map((b) => (
          <li key={b.tid}>{b.label}</li>
        ))}
      </ul>
    </OrganizationSection>
  );
}
