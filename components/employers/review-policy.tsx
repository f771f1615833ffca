import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import styles from './employers-page.module.scss';

/** How this site reviews ads, in the words of its JOB_POSTING.review policy (all, untrusted or none). */
export async function ReviewPolicy({ region }: { region: Region }) {
  const t = await getTranslations('employersPage');
  return (
    <section aria-labelledby="pruefung" className={styles.section}>
      <h2 id="pruefung">{t('reviewHeading')}</h2>
      <p>{t(`review.${region.JOB_POSTING.review}`)}</p>
    </section>
  );
}
