import { getTranslations } from 'next-intl/server';
import { getRegion } from '@/regions/registry';
import styles from './commerce.module.scss';

type Balance = { amount: number; label: string; type: string; frontend: string };

/**
 * docs/product.md §7 getCredits as a list, this site's balances first; docs/product.md §8's error text when they could
 * not be loaded.
 */
export async function CreditBalances({
  balances,
  failed,
  regionId,
}: {
  balances: Balance[];
  failed: boolean;
  regionId: string;
}) {
  const t = await getTranslations('commerce.myProducts');
  if (failed) return <p className={styles.problems}>{t('creditsError')}</p>;
  if (balances.length === 0) return <p>{t('noCredits')}</p>;
  const sorted = [...balances].sort((a, b) => Number(b.frontend === regionId) - Number(a.frontend === regionId));
  return (
    <ul className={styles.cards}>
      {sorted.map((b) => (
        <li key={`${b.frontend}-${b.type}-${b.label}`} className={styles.card}>
          {t('balance', { label: b.label, site: getRegion(b.frontend)?.SITENAME ?? b.frontend, amount: b.amount })}
        </li>
      ))}
    </ul>
  );
}
