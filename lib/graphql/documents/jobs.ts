import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  GetJobQuery,
  GetJobQueryVariables,
  SearchJobsQuery,
  SearchJobsQueryVariables,
} from '../generated/operations';
import { SEARCH_FACET_FIELDS } from './search-facets';

/** What a result list shows of a job. */
export const JOB_TEASER_FIELDS = gql`
  fragment JobTeaserFields on Job {
    id
    url
    type
    title
    teaser
    locationLabel
    # The listing shows the main place and how many more there are.
    locations {
      label
    }
    distanceKm
    publishedAt
    featured
    linkUrl
    organization {
      id
      name
      slug
      url
      logo {
        url
        alt
      }
    }
    organizationAssignment
    logo {
      url
      alt
    }
    employmentTypes {
      tid
      label
    }
    remoteOptions {
      tid
      label
    }
    salary {
      min
      max
      currencyCode
      unit
    }
  }
`;

/** A job search's answer as lists show it: one page of hits, the total and the facet counts. */
export const JOB_SEARCH_RESULT_FIELDS = gql`
  fragment JobSearchResultFields on JobSearchResult {
    total
    jobs {
      ...JobTeaserFields
    }
    facets {
      ...SearchFacetFields
    }
  }
  ${JOB_TEASER_FIELDS}
  ${SEARCH_FACET_FIELDS}
`;

/**
 * docs/product.md §7 job search: one page of hits, the total, the facet counts and how the search was widened, if it
 * was.
 */
export const SEARCH_JOBS: TypedDocumentNode<SearchJobsQuery, SearchJobsQueryVariables> = gql`
  query SearchJobs($payload: JobSearchPayload!) {
    searchJobs(payload: $payload) {
      ...JobSearchResultFields
      fallback
      correctedSearch
    }
  }
  ${JOB_SEARCH_RESULT_FIELDS}
`;

/** The job page: every field a job seeker needs. */
export const GET_JOB: TypedDocumentNode<GetJobQuery, GetJobQueryVariables> = gql`
  query GetJob($id: ID!) {
    getJob(id: $id) {
      ...JobTeaserFields
      state
      available
      description
      descriptionFormat
      file {
        url
        name
        size
      }
      adPages {
        page
        url
        width
        height
      }
      videoUrl
      address {
        countryCode
        addressLine1
        addressLine2
        administrativeArea
        locality
        zip
      }
      lat
      lon
      locations {
        label
        lat
        lon
        address {
          countryCode
          addressLine1
          administrativeArea
          locality
          zip
        }
      }
      remoteOptions {
        tid
        label
        pathAlias
      }
      employmentTypes {
        tid
        label
        pathAlias
      }
      occupationalFields {
        tid
        label
        pathAlias
      }
      fieldsOfStudy {
        tid
        label
      }
      degreeLevels {
        tid
        label
        pathAlias
      }
      yearsOfExperience
      salaryRange
      languages {
        tid
        label
      }
      languagesFree
      skills {
        tid
        label
      }
      skillsFree
      availabilityPeriod {
        immediate
        start
        end
      }
      expiresAt
      applicationWorkflow
      applicationLink
      applicationRequireCv
      applicationRequireCoverLetter
      applicationRequireQualifyingQuestions
      applicationQualifyingQuestions {
        id
        question
        answerType
      }
    }
  }
  ${JOB_TEASER_FIELDS}
`;
