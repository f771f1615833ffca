import type { ReactNode } from 'react';
import Link from 'next/link';
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
  children: ReactNode;
};

/**
 * The layout of a search page (jobs, employers): filters with their counts beside the results on wider
 * screens, below them on phones, so the results come first.
 */
export function SearchLayout({ filtersTitle, reset, facets, resultsHeading, children }: Props) {
  return (
    <div className={styles.layout}>
      <section className={styles.filters} aria-labelledby={`${resultsHeading.id}-filters`}>
        <h2 id={`${resultsHeading.id}-filters`}>{filtersTitle}</h2>
        {reset && (
          <p>
            <Link href={reset.href} prefetch={false}>
              {reset.label}
            </Link>
          </p>
        )}
        {facets.map((facet) => (
          <FacetGroup key={facet.key} title={facet.title} options={facet.options} />
        ))}
      </section>
      <section className={styles.results} aria-labelledby={resultsHeading.id}>
        <h2 id={resultsHeading.id} className={styles.count}>
          {resultsHeading.text}
        </h2>
        {children}
      </section>
    </div>
  );
}
