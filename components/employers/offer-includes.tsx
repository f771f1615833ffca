import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import styles from './employers-page.module.scss';

type IncludeKey =
  'runtime' | 'format' | 'logo' | 'profile' | 'alerts' | 'google' | 'statistics' | 'applications' | 'ai' | 'salary';

/** What every job ad includes on this site: the fixed parts, and those the site's flags and posting rules switch on. */
export function includedKeys(region: Pick<Region, 'FEATURES' | 'JOB_POSTING'>): IncludeKey[] {
  return [
    'runtime',
    'format',
    'logo',
    'profile',
    'alerts',
    'google',
    'statistics',
    ...(region.FEATURES.APPLICANT_FEATURE_ACTIVE ? (['applications'] as const) : []),
    ...(region.FEATURES.AI_JOB_DESCRIPTION ? (['ai'] as const) : []),
    ...(region.JOB_POSTING.salaryRequired ? (['salary'] as const) : []),
  ];
}

export async function OfferIncludes({ region }: { region: Region }) {
  const t = await getTranslations('employersPage');
  const values = { days: region.JOB_POSTING.defaultDurationDays, siteName: region.SITENAME };
  return (
    <section aria-labelledby="enthalten" className={styles.section}>
      <h2 id="enthalten">{t('includesHeading')}</h2>
      <ul className={styles.checks}>
        {includedKeys(region).map((key) => (
          <li key={key}>{t(`includes.${key}`, values)}</li>
        ))}
      </ul>
    </section>
  );
}
