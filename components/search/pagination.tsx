import { Fragment } from 'react';
import Link from 'next/link';
import styles from './search-results.module.scss';

type Labels = {
  pagination: string;
  previous: string;
  next: string;
  pageN: (page: number) => string;
  currentPage: (page: number) => string;
};

/** Page links that work without JavaScript: previous, first, neighbours, last, next (0-based pages). */
export function Pagination({
  current,
  pages,
  hrefFor,
  labels,
}: {
  current: number;
  pages: number;
  hrefFor: (page: number) => string;
  labels: Labels;
}) {
  if (pages <= 1) return null;
  const page = Math.min(current, pages - 1);
  const shown = [...new Set([0, page - 1, page, page + 1, pages - 1])]
    .filter((p) => p >= 0 && p < pages)
    .sort((a, b) => a - b);
  return (
    <nav className={styles.pagination} aria-label={labels.pagination}>
      {page > 0 && (
        <Link href={hrefFor(page - 1)} prefetch={false} rel="prev">
          {labels.previous}
        </Link>
      )}
      <ul>
        {shown.map((p, i) => (
          <Fragment key={p}>
            {i > 0 && shown[i - 1] !== p - 1 && <li aria-hidden="true">…</li>}
            <li>
              {p === page ? (
                <span aria-current="page" aria-label={labels.currentPage(p + 1)}>
                  {p + 1}
                </span>
              ) : (
                <Link href={hrefFor(p)} prefetch={false} aria-label={labels.pageN(p + 1)}>
                  {p + 1}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
      </ul>
      {page < pages - 1 && (
        <Link href={hrefFor(page + 1)} prefetch={false} rel="next">
          {labels.next}
        </Link>
      )}
    </nav>
  );
}
