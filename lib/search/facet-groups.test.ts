import { describe, expect, it } from 'vitest';
import type { SearchFacetFieldsFragment } from '@/lib/graphql/generated/operations';
import { facetGroups, type FacetLabels } from './facet-groups';
import { organizationSearchHref, parseOrganizationSearch, toggleOrganizationFacet } from './organization-search-state';

/** Stands in for next-intl: the key, and the value's label and count where the message takes them. */
const t: FacetLabels = (key, values) => (values ? `${key}(${values.label}, ${values.count})` : key);

const facet = (
  field: string,
  ...values: Array<[value: string, label: string, count: number]>
): SearchFacetFieldsFragment => ({
  field,
  values: values.map(([value, label, count]) => ({ value, label, count, pathAlias: null })),
});

const INDUSTRY = facet('industry', ['3005', 'Holz', 4], ['3006', 'Metall', 2]);

describe('facetGroups (search facets as the listing’s filter lists)', () => {
  it.each<[string, string, Array<{ value: string; href: string; selected: boolean; ariaLabel: string }>]>([
    [
      'nothing chosen: each value links to the search with it',
      '?search=Holz',
      [
        {
          value: '3005',
          href: '/organizations?search=Holz&industry=3005',
          selected: false,
          ariaLabel: 'facetOption(Holz, 4)',
        },
        {
          value: '3006',
          href: '/organizations?search=Holz&industry=3006',
          selected: false,
          ariaLabel: 'facetOption(Metall, 2)',
        },
      ],
    ],
    [
      'a chosen value links to the search without it, the others add to it',
      '?industry=3005',
      [
        { value: '3005', href: '/organizations', selected: true, ariaLabel: 'facetSelected(Holz, 4)' },
        {
          value: '3006',
          href: '/organizations?industry=3005%2C3006',
          selected: false,
          ariaLabel: 'facetOption(Metall, 2)',
        },
      ],
    ],
  ])('%s', (_case, query, expected) => {
    const state = parseOrganizationSearch(Object.fromEntries(new URLSearchParams(query)));
    const [group] = facetGroups([INDUSTRY], state, {
      toggle: toggleOrganizationFacet,
      href: organizationSearchHref,
      t,
    });
    expect(group.options.map(({ value, href, selected, ariaLabel }) => ({ value, href, selected, ariaLabel }))).toEqual(
      expected,
    );
  });

  it('keeps the facets’ order, titles each group and shows labels with counts', () => {
    const groups = facetGroups(
      [INDUSTRY, facet('occupation', ['1001', 'Pflege', 7]), facet('field_of_study')],
      parseOrganizationSearch({}),
      {
        toggle: toggleOrganizationFacet,
        href: organizationSearchHref,
        t,
      },
    );
    expect(groups.map((g) => [g.key, g.title, g.options.map((o) => `${o.label} ${o.count}`)])).toEqual([
      ['industry', 'facetTitles.industry', ['Holz 4', 'Metall 2']],
      ['occupation', 'facetTitles.occupation', ['Pflege 7']],
      ['field_of_study', 'facetTitles.field_of_study', []],
    ]);
  });
});
