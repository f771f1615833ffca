import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FacetOption } from '@/lib/search/facet-groups';
import { FacetGroup } from './facet-group';
import styles from './search-layout.module.scss';

type Props = {
  /** "Suche verfeinern". */
  filtersTitle: string;
  /** The link that clears every filter, when any is set. */
  reset: { href: string; label: string } | null;
  facets: Array<{ key: string; title: string; options: FacetOption[] }>;
  /** Id and text of the results heading (the count). */
  resultsHeading: { id: string; text: string };
  /** Controls beside the results heading, such as the sorting (on one line with it where both fit). */
  toolbar?: ReactNode;
  children: ReactNode;
};

/**
 * The layout of a search page (jobs, employers): filters with their counts beside the results on wider
 * screens. On phones the results come first: the filters wait behind a "Filter (n)" button, a
 * <details> element, so it opens without JavaScript; wider screens show its content without the button.
 */
export async function SearchLayout({ filtersTitle, reset, facets, resultsHeading, toolbar, children }: Props) {
  const t = await getTranslations('searchFilters');
  const chosen = (facet: Props['facets'][number]) => facet.options.filter((o) => o.selected).length;
  const active = facets.reduce((sum, facet) => sum + chosen(facet), 0);
  return (
    <div className={styles.layout}>
      <section className={styles.filters} aria-labelledby={`${resultsHeading.id}-filters`}>
        <details className={styles.panel}>
          <summary className={styles.toggle}>{active ? t('toggleActive', { count: active }) : t('toggle')}</summary>
          <h2 id={`${resultsHeading.id}-filters`}>{filtersTitle}</h2>
          {reset && (
            <p>
              <Link href={reset.href} prefetch={false}>
                {reset.label}
              </Link>
            </p>
          )}
          {facets.map((facet) => (
            <FacetGroup
              key={facet.key}
              title={chosen(facet) ? t('facetTitleActive', { title: facet.title, count: chosen(facet) }) : facet.title}
              options={facet.options}
            />
          ))}
        </details>
      </section>
      <section className={styles.results} aria-labelledby={resultsHeading.id}>
        <div className={styles.resultsHead}>
          <h2 id={resultsHeading.id} className={styles.count}>
            {resultsHeading.text}
          </h2>
          {toolbar}
        </div>
        {children}
      </section>
    </div>
  );
}
