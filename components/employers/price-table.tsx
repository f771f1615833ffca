import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import type { PriceListEntry } from '@/lib/data/price-list';
import { formatCents, formatPercent } from '@/lib/contract';
import styles from './employers-page.module.scss';

/**
 * The site's products from its commerce catalogue, each with net and gross (docs/product-decisions.md "The
 * page for employers"); a card per product reads well at 390 px, where a wide table would scroll sideways.
 */
export async function PriceTable({ region, products }: { region: Region; products: PriceListEntry[] }) {
  const t = await getTranslations('employersPage');
  const money = (cents: number, currency: string) => formatCents(cents, currency, region.CURRENCY_POSITION);
  return (
    <section aria-labelledby="preise" className={styles.section}>
      <h2 id="preise">{t('pricesHeading')}</h2>
      {products.length === 0 ? (
        <p>{t('noProducts')}</p>
      ) : (
        <>
          <p>{t('pricesIntro', { days: region.SELLER.paymentTermDays })}</p>
          <ul className={styles.products}>
            {products.map((product) => (
              <li key={product.id} className={styles.product}>
                <p className={styles.kind}>{t(`product.${product.kind}`)}</p>
                <h3>{product.name}</h3>
                <p>{product.includes}</p>
                <p className={styles.price}>
                  <span className="visually-hidden">{t('product.perUnit')}: </span>
                  <strong>{t('product.net', { price: money(product.netCents, product.currency) })}</strong>
                  <span className={styles.gross}>
                    {t('product.gross', {
                      price: money(product.grossCents, product.currency),
                      rate: formatPercent(product.vatRate),
                    })}
                  </span>
                </p>
              </li>
            ))}
          </ul>
          <p className={styles.note}>
            {t('vatNote')} {region.FEATURES.EURO_VAT && t('reverseChargeNote')}
          </p>
        </>
      )}
    </section>
  );
}
