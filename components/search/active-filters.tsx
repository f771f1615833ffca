import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FacetGroupProps } from '@/lib/search/facet-groups';
import styles from './search-results.module.scss';

/**
 * The chosen filter values above the results, each a link to the search without it ("Filter Teilzeit entfernen"),
 * so a filter the listing set from a typed word ("Pflege Teilzeit" → Teilzeit) shows as what it is and can be
 * taken off in one step (docs/architecture.md, "Qualifier words at the listing"). Links, so no JavaScript is needed.
 */
export async function ActiveFilters({ facets }: { facets: ReadonlyArray<FacetGroupProps<string>> }) {
  const t = await getTranslations('searchFilters');
  const chosen = facets.flatMap((facet) => facet.options.filter((o) => o.selected).map((o) => ({ facet, o })));
  if (!chosen.length) return null;
  return (
    <div className={styles.activeFilters}>
      <p id="active-filters">{t('active')}</p>
      <ul aria-labelledby="active-filters">
        {chosen.map(({ facet, o }) => (
          <li key={`${facet.key}:${o.value}`}>
            <Link href={o.href} prefetch={false} rel="nofollow" aria-label={t('removeFilter', { label: o.label })}>
              {o.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
