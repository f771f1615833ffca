import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SearchResumesQuery, SearchResumesQueryVariables } from '../generated/operations';
import { SEARCH_FACET_FIELDS } from './search-facets';

/** /bewerbersuche: one page of hits (never a private field) with every docs/product.md §9 facet. */
export const SEARCH_RESUMES: TypedDocumentNode<SearchResumesQuery, SearchResumesQueryVariables> = gql`
  ${SEARCH_FACET_FIELDS}
  query SearchResumes($payload: ResumeSearchPayload!) {
    searchResumes(payload: $payload) {
      total
      page
      pageSize
      hits {
        id
        title
        desiredOccupation {
          tid
          label
        }
        yearsOfExperience
        desiredLocation
        skills {
          tid
          label
        }
        skillsFree
        careerStatus {
          label
        }
        distanceKm
        updatedAt
      }
      facets {
        ...SearchFacetFields
      }
    }
  }
`;
