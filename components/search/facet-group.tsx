import Link from 'next/link';
import styles from './search-results.module.scss';

import type { FacetOption } from '@/lib/search/facet-groups';

/**
 * One facet as a list of links with their counts (docs/product.md §7): works without JavaScript; a selected value links
 * to the search without it. Long lists start folded; a selected value keeps its group open.
 */
export function FacetGroup({ title, options }: { title: string; options: FacetOption[] }) {
  if (options.length === 0) return null;
  return (
    <details className={styles.facet} open={options.some((o) => o.selected) || options.length <= 8}>
      <summary>{title}</summary>
      <ul>
        {options.map((o) => (
          <li key={o.value}>
            <Link
              href={o.href}
              prefetch={false}
              aria-current={o.selected ? 'true' : undefined}
              aria-label={o.ariaLabel}
              className={o.selected ? styles.facetOn : undefined}
            >
              <span>{o.label}</span> <span className={styles.facetCount}>{o.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
