import { EXPERIENCE_RANGES, type ExperienceRange, experienceRange } from '@/lib/format/experience';
import type { SearchFacetFieldsFragment } from '@/lib/graphql/generated/operations';
import type { FacetGroupProps, FacetLabels, FacetOption } from './facet-groups';
import type { JobSearchState, ListingFacet } from './job-search-state';

const FIELD = 'years_of_experience';

/** Whole years from facet or URL values ("!", "without a value", is none). */
const wholeYears = (values: readonly string[]) => values.filter((v) => /^\d+$/.test(v)).map(Number);

/** Every whole year of a closed range; those of an open one ("more than 10") are the ones counted. */
function yearsOf(range: ExperienceRange, counted: readonly number[]): number[] {
  if (!Number.isFinite(range.max)) return counted.filter((y) => experienceRange(y) === range);
  return Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
}

/**
 * The years-of-experience facet as ranges in their natural order, not single years by count:
 * a range counts its years' jobs; choosing it filters by all its years (one OR group, as docs/product.md §5 filters a
 * field's values), choosing it again removes them. A range is chosen when any of its years is.
 */
export function experienceFacetOptions(
  values: ReadonlyArray<{ value: string; count: number }>,
  selected: readonly string[] | undefined,
  hrefFor: (years: string[]) => string,
  labels: { range: (key: ExperienceRange['key']) => string; t: FacetLabels },
): FacetOption[] {
  const counted = values.filter((v) => /^\d+$/.test(v.value)).map((v) => ({ years: Number(v.value), count: v.count }));
  const chosen = wholeYears(selected ?? []);
  return EXPERIENCE_RANGES.flatMap((range) => {
    const count = counted.filter((c) => experienceRange(c.years) === range).reduce((sum, c) => sum + c.count, 0);
    const on = chosen.some((y) => experienceRange(y) === range);
    if (count === 0 && !on) return [];
    const next = on
      ? chosen.filter((y) => experienceRange(y) !== range)
      : [
          ...new Set([
            ...chosen,
            ...yearsOf(
              range,
              counted.map((c) => c.years),
            ),
          ]),
        ];
    const label = labels.range(range.key);
    return [
      {
        value: range.key,
        label,
        count,
        selected: on,
        href: hrefFor(next.sort((a, b) => a - b).map(String)),
        ariaLabel: labels.t(on ? 'facetSelected' : 'facetOption', { label, count }),
      },
    ];
  });
}

/** The listing's facet groups with the years of experience as ranges (the other facets as they come). */
export function withExperienceRanges(
  groups: Array<FacetGroupProps<ListingFacet>>,
  facets: ReadonlyArray<SearchFacetFieldsFragment>,
  state: JobSearchState,
  { href, t, range }: { href: (next: JobSearchState) => string; t: FacetLabels; range: (key: string) => string },
): Array<FacetGroupProps<ListingFacet>> {
  return groups.map((group) =>
    group.key !== FIELD
      ? group
      : {
          ...group,
          options: experienceFacetOptions(
            facets.find((f) => f.field === FIELD)?.values ?? [],
            state.filters[FIELD],
            (years) => href({ ...state, page: 0, filters: { ...state.filters, [FIELD]: years } }),
            { range, t },
          ),
        },
  );
}
