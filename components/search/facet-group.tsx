import Link from 'next/link';
import styles from './search-results.module.scss';

export type FacetOption = { value: string; label: string; count: number; href: string; selected: boolean; ariaLabel: string };

/**
 * One facet as a list of links with their counts (§7): works without JavaScript; a selected value links to
 * the search without it. Long lists start folded; a selected value keeps its group open.
 */
export function FacetGroup({ title, options }: { title: string; options: FacetOption[] }) {
  if (options.length === 0) return null;
  return (
    <details className={styles.facet} open={options.some((o) => o.selected) || options.length <= 8}>
      <summary>{title}</summary>
      <ul>
        {options.map((o) => (
          <li key={o.value}>
            <Link href={o.href} prefetch={false} aria-current={o.selected ? 'true' : undefined} aria-label={o.ariaLabel} className={o.selected ? styles.facetOn : undefined}>
              <span>{o.label}</span> <span className={styles.facetCount}>{o.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The options of one facet: each value's link toggles it, its label tells screen readers the state and count. */
export function facetOptions(
  values: ReadonlyArray<{ value: string; label: string; count: number }>,
  selected: readonly string[] | undefined,
  hrefFor: (value: string) => string,
  ariaLabel: (value: { label: string; count: number }, selected: boolean) => string,
): FacetOption[] {
  const chosen = new Set(selected ?? []);
  return values.map((v) => ({ ...v, selected: chosen.has(v.value), href: hrefFor(v.value), ariaLabel: ariaLabel(v, chosen.has(v.value)) }));
}
