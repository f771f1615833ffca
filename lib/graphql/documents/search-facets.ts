import { gql } from '@apollo/client';

/**
 * A search's facet counts, as the filter lists show them: job and organization searches answer with the same
 * JobSearchFacet type, so both select it through this one fragment (pathAlias names a term's docs/product.md §2 path
 * segment).
 */
export const SEARCH_FACET_FIELDS = gql`
  fragment SearchFacetFields on JobSearchFacet {
    field
    values {
      value
      label
      count
      pathAlias
    }
  }
`;
