import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { blogListHref } from '@/lib/blog/blog-pages';
import styles from './blog.module.scss';

/** Newer and older pages of a blog list, named for screen readers; nothing while one page holds every post. */
export async function BlogPagination({
  page,
  pages,
  base,
}: {
  page: number;
  pages: number;
  /** The list's path: the public blog or the editors' list. */
  base?: string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations('blog.pagination');
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      {page > 1 && (
        <Link href={blogListHref(page - 1, base)} rel="prev" prefetch={false}>
          {t('newer')}
        </Link>
      )}
      <span>{t('page', { page, pages })}</span>
      {page < pages && (
        <Link href={blogListHref(page + 1, base)} rel="next" prefetch={false}>
          {t('older')}
        </Link>
      )}
    </nav>
  );
}
