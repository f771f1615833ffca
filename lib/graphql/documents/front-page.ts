import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FrontPageQuery, FrontPageQueryVariables } from '../generated/operations';
import { JOB_SEARCH_RESULT_FIELDS } from './jobs';
import { ORGANIZATION_TEASER_FIELDS } from './organizations';

/**
 * The front page in one operation: the site's figures (counts, featured jobs, top employers, town × field
 * pairs) and a search for the newest jobs with the field and town counts.
 */
export const FRONT_PAGE: TypedDocumentNode<FrontPageQuery, FrontPageQueryVariables> = gql`
  query FrontPage($payload: JobSearchPayload!) {
    jobBoardOverview {
      openJobs
      employers
      featuredJobs {
        ...JobTeaserFields
      }
      topEmployers {
        ...OrganizationTeaserFields
      }
      popularTownFields {
        town
        townSlug
        count
        field {
          tid
          label
          pathAlias
        }
      }
    }
    searchJobs(payload: $payload) {
      ...JobSearchResultFields
    }
  }
  ${JOB_SEARCH_RESULT_FIELDS}
  ${ORGANIZATION_TEASER_FIELDS}
`;
