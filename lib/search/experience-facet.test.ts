import { describe, expect, it } from 'vitest';
import messages from '@/messages/de.json';
import type { ExperienceRange } from '@/lib/format/experience';
import type { FacetLabels } from './facet-groups';
import { experienceFacetOptions, withExperienceRanges } from './experience-facet';
import { emptyJobSearchState, jobSearchHref } from './job-search-state';
import type { TermLookup } from './term-lookup';

const range = (key: ExperienceRange['key']) => messages.experience[key];
const t: FacetLabels = (key, values) => (values ? `${key}(${values.label}, ${values.count})` : key);
/** Single years as the search counts them, by count (the order the facet answers with). */
const COUNTED = [
  { value: '2', count: 30 },
  { value: '0', count: 20 },
  { value: '4', count: 10 },
  { value: '1', count: 5 },
  { value: '12', count: 2 },
  { value: '3', count: 1 },
];
const shown = (selected: string[] | undefined, values = COUNTED) =>
  experienceFacetOptions(values, selected, (years) => `?y=${years.join(',')}`, { range, t }).map((o) => ({
    label: o.label,
    count: o.count,
    selected: o.selected,
    href: o.href,
  }));

describe('years of experience as ranges in the facet', () => {
  it('shows the ranges by years, each with the jobs of its years, and leaves out empty ranges', () => {
    expect(shown(undefined)).toEqual([
      { label: 'Berufseinsteiger', count: 20, selected: false, href: '?y=0' },
      { label: '1–2 Jahre', count: 35, selected: false, href: '?y=1,2' },
      { label: '3–5 Jahre', count: 11, selected: false, href: '?y=3,4,5' },
      { label: 'Mehr als 10 Jahre', count: 2, selected: false, href: '?y=12' },
    ]);
  });

  it.each<[string, string[], Array<[label: string, selected: boolean, href: string]>]>([
    [
      'a chosen range links to the search without its years; the others add theirs',
      ['1', '2'],
      [
        ['Berufseinsteiger', false, '?y=0,1,2'],
        ['1–2 Jahre', true, '?y='],
        ['3–5 Jahre', false, '?y=1,2,3,4,5'],
        ['Mehr als 10 Jahre', false, '?y=1,2,12'],
      ],
    ],
    [
      'one year of a range chosen in the URL counts as the range chosen',
      ['4'],
      [
        ['Berufseinsteiger', false, '?y=0,4'],
        ['1–2 Jahre', false, '?y=1,2,4'],
        ['3–5 Jahre', true, '?y='],
        ['Mehr als 10 Jahre', false, '?y=4,12'],
      ],
    ],
  ])('%s', (_case, selected, expected) => {
    expect(shown(selected).map((o) => [o.label, o.selected, o.href])).toEqual(expected);
  });

  it('keeps a chosen range that no job matches any more, so it can be removed', () => {
    expect(shown(['7'], [{ value: '0', count: 3 }])).toEqual([
      { label: 'Berufseinsteiger', count: 3, selected: false, href: '?y=0,7' },
      { label: '6–10 Jahre', count: 0, selected: true, href: '?y=' },
    ]);
  });

  it('replaces only the years group of the listing; its links are the listing’s URLs from the first page', () => {
    const terms: TermLookup = { byAlias: () => undefined, aliasOf: () => undefined };
    const state = { ...emptyJobSearchState(), page: 3, filters: { employment_type: ['2002'] } };
    const other = { key: 'employment_type' as const, title: 'Anstellungsart', options: [] };
    const groups = withExperienceRanges(
      [other, { key: 'years_of_experience', title: 'Berufserfahrung', options: [] }],
      [{ field: 'years_of_experience', values: [{ value: '1', label: '1', count: 4, pathAlias: null }] }],
      state,
      { href: (next) => jobSearchHref(next, terms), t, range: (key) => range(key as ExperienceRange['key']) },
    );
    expect(groups[0]).toBe(other);
    expect(groups[1].options).toEqual([
      {
        value: 'oneToTwo',
        label: '1–2 Jahre',
        count: 4,
        selected: false,
        href: '/jobs?employment_type=2002&years_of_experience=1%2C2',
        ariaLabel: 'facetOption(1–2 Jahre, 4)',
      },
    ]);
  });
});
