import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './commerce.module.scss';

/** Previous and next page of an order list; `href(n)` is the address of the zero-based page n. */
export async function OrdersPaging({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations('commerce.myProducts');
  return (
    <nav className={styles.paging} aria-label={label}>
      {page > 0 ? (
        <Link href={href(page - 1)} prefetch={false}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('pageOf', { page: page + 1, pages })}</span>
      {page + 1 < pages ? (
        <Link href={href(page + 1)} prefetch={false}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
