import { describe, expect, it } from 'vitest';
import {
  buildOrganizationSearchPayload,
  organizationSearchHref,
  parseOrganizationSearch,
  toggleOrganizationFacet,
} from './organization-search-state';

const options = { language: 'de', featuredOnly: false, facets: ['industry', 'occupation'] as const };

describe('employer search state', () => {
  it('docs/product.md §9: 12 per page; page below 1 becomes the first', () => {
    expect(buildOrganizationSearchPayload(parseOrganizationSearch({ page: '3' }), options).range).toEqual({
      first: 24,
      last: 36,
    });
    expect(buildOrganizationSearchPayload(parseOrganizationSearch({ page: '-1' }), options).range).toEqual({
      first: 0,
      last: 12,
    });
  });

  it('docs/product.md §5: numeric comma lists split, duplicates removed, values of one field ORed', () => {
    const payload = buildOrganizationSearchPayload(
      parseOrganizationSearch({ industry: '3001,3002,3001', search: 'Klinik' }),
      options,
    );
    expect(payload.condition_group).toEqual({
      conjunction: 'AND',
      groups: [
        {
          conjunction: 'OR',
          conditions: [
            { name: 'industry', operator: '=', value: '3001' },
            { name: 'industry', operator: '=', value: '3002' },
          ],
        },
      ],
    });
    expect(payload.fulltext).toEqual({ keys: 'Klinik' });
    expect(payload.facets?.map((f) => f.field)).toEqual(['industry', 'occupation']);
  });

  it('drops values that are no term ids', () => {
    expect(parseOrganizationSearch({ industry: 'abc' }).filters).toEqual({});
  });

  it('writes clean, stable URLs and toggles facet values from the first page', () => {
    const state = parseOrganizationSearch({ search: 'Holz', page: '2' });
    expect(organizationSearchHref(state)).toBe('/organizations?search=Holz&page=2');
    expect(organizationSearchHref(toggleOrganizationFacet(state, 'industry', '3005'))).toBe(
      '/organizations?search=Holz&industry=3005',
    );
    expect(
      organizationSearchHref(
        toggleOrganizationFacet(toggleOrganizationFacet(state, 'industry', '3005'), 'industry', '3005'),
      ),
    ).toBe('/organizations?search=Holz');
  });
});
