import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { isReadOnly, READ_ONLY_ANCHOR } from '@/lib/data/read-only-gate';
import styles from './maintenance-banner.module.scss';

/**
 * The read-only notice on every page of a site in maintenance (READ_ONLY_MODE). A refused form comes back to
 * its page with this banner's fragment, so focus lands here and screen readers read why (tabIndex -1).
 */
export async function MaintenanceBanner({ region }: { region: Region }) {
  if (!isReadOnly(region)) return null;
  const t = await getTranslations('maintenance');
  return (
    <section id={READ_ONLY_ANCHOR} tabIndex={-1} className={styles.banner} aria-label={t('title')} data-read-only>
      <p>{t('notice')}</p>
    </section>
  );
}
