import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import styles from './top-cv-offer.module.scss';

/**
 * docs/product.md §1.4 TOP_CV: the CV-review partner's free check, offered in the resume area as a plain link
 * (docs/product-decisions.md "TopCV in the resume area"). No script, no image, nothing asked of the partner before
 * a click; noreferrer keeps even the page address from it.
 */
export async function TopCvOffer({ region }: { region: Region }) {
  if (!region.FEATURES.TOP_CV || !region.TOP_CV_URL) return null;
  const t = await getTranslations('topCv');
  return (
    <section className={styles.offer} aria-labelledby="top-cv-title" data-top-cv="">
      <h2 id="top-cv-title">{t('heading')}</h2>
      <p>{t('text')}</p>
      <p>
        <a href={region.TOP_CV_URL} target="_blank" rel="noopener noreferrer">
          {t('link')} <span className="visually-hidden">{t('newTab')}</span>
        </a>
      </p>
      <p className={styles.note}>{t('privacy')}</p>
    </section>
  );
}
