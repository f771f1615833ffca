import type { SearchFacetFieldsFragment } from '@/lib/graphql/generated/operations';

/** One value of a facet as its filter link shows it. */
export type FacetOption = {
  value: string;
  label: string;
  count: number;
  href: string;
  selected: boolean;
  ariaLabel: string;
};

/** The options of one facet: each value's link toggles it, its label tells screen readers the state and count. */
export function facetOptions(
  values: ReadonlyArray<{ value: string; label: string; count: number }>,
  selected: readonly string[] | undefined,
  hrefFor: (value: string) => string,
  ariaLabel: (value: { label: string; count: number }, selected: boolean) => string,
): FacetOption[] {
  const chosen = new Set(selected ?? []);
  return values.map((v) => ({
    ...v,
    selected: chosen.has(v.value),
    href: hrefFor(v.value),
    ariaLabel: ariaLabel(v, chosen.has(v.value)),
  }));
}

/** The facet fields a search state filters by, and the values chosen for each. */
type FilteredState<F extends string> = { filters: Partial<Record<F, readonly string[]>> };

/**
 * Labels from the listing's message namespace: `facetTitles.<field>`, and `facetOption` / `facetSelected`
 * (with the value's label and count) for what a screen reader announces of each link.
 */
export type FacetLabels = (key: string, values?: { label: string; count: number }) => string;

export type FacetGroupProps<F extends string> = { key: F; title: string; options: FacetOption[] };

/**
 * A search's facet counts as the filter lists of its listing (jobs, employers): one group per facet, each
 * value a link that toggles it in the state. The state's own toggle and URL keep each listing's rules.
 */
export function facetGroups<F extends string, S extends FilteredState<F>>(
  facets: ReadonlyArray<SearchFacetFieldsFragment>,
  state: S,
  { toggle, href, t }: { toggle: (state: S, field: F, value: string) => S; href: (next: S) => string; t: FacetLabels },
): Array<FacetGroupProps<F>> {
  return facets.map((facet) => {
    // The server answers with the fields the payload asked for, and the payload asks for the listing's facets.
    const field = facet.field as F;
    return {
      key: field,
      title: t(`facetTitles.${field}`),
      options: facetOptions(
        facet.values,
        state.filters[field],
        (value) => href(toggle(state, field, value)),
        (v, on) => t(on ? 'facetSelected' : 'facetOption', v),
      ),
    };
  });
}
