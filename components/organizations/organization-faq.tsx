import { getTranslations } from 'next-intl/server';
import type { OrganizationProfile } from './organization-profile';
import { OrganizationSection } from './organization-section';
import styles from './organization-page.module.scss';

/** The employer's questions and answers, each folded (the page's FAQPage markup holds the same). */
export async function OrganizationFaq({ faq }: { faq: OrganizationProfile['faq'] }) {
  if (faq.length === 0) return null;
  const t = await getTranslations('organization');
  return (
    <OrganizationSection id="org-faq" title={t('faq')}>
      {faq.map((f) => (
        <details key={f.question} className={styles.faq}>
          <summary>{f.question}</summary>
          <div dangerouslySetInnerHTML={{ __html: f.answer }} />
        </details>
      ))}
    </OrganizationSection>
  );
}
