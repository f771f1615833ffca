import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArchiveJobPostingsMutation,
  ArchiveJobPostingsMutationVariables,
  DuplicateJobPostingMutation,
  DuplicateJobPostingMutationVariables,
  EmployerDashboardQuery,
  EmployerDashboardQueryVariables,
  ExtendJobPostingMutation,
  ExtendJobPostingMutationVariables,
  JobManagerQuery,
  JobManagerQueryVariables,
  JobExtensionQuoteQuery,
  JobExtensionQuoteQueryVariables,
  JobStatisticsQuery,
  JobStatisticsQueryVariables,
} from '../generated/operations';

/** A job as the job manager shows it (the CSV export takes the same fields). */
const MANAGED_JOB = gql`
  fragment ManagedJobFields on ManagedJob {
    id
    title
    state
    frontend
    frontendName
    publishedAt
    expiresAt
    createdAt
    url
    figures {
      views
      applyStarts
      applications
      outboundClicks
    }
  }
`;

const CREDITS = gql`
  fragment JobManagerCreditFields on JobManagerCredits {
    jobCredits
    freeJobSlots
    balances {
      amount
      label
      type
      frontend
    }
  }
`;

export const JOB_MANAGER: TypedDocumentNode<JobManagerQuery, JobManagerQueryVariables> = gql`
  ${MANAGED_JOB}
  ${CREDITS}
  query JobManager($filter: JobManagerFilter, $sort: JobManagerSort, $page: Int, $pageSize: Int) {
    jobManager(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      organizationId
      organizationName
      viaSupport
      total
      page
      pageSize
      frontends
      jobs {
        ...ManagedJobFields
      }
      credits {
        ...JobManagerCreditFields
      }
    }
  }
`;

export const JOB_STATISTICS: TypedDocumentNode<JobStatisticsQuery, JobStatisticsQueryVariables> = gql`
  ${MANAGED_JOB}
  query JobStatistics($jobId: ID!, $from: String, $to: String) {
    jobStatistics(jobId: $jobId, from: $from, to: $to) {
      from
      to
      job {
        ...ManagedJobFields
      }
      days {
        day
        views
        applyStarts
        applications
        outboundClicks
        pixelImpressions
      }
      trackingPixelUrl
    }
  }
`;

export const EMPLOYER_DASHBOARD: TypedDocumentNode<EmployerDashboardQuery, EmployerDashboardQueryVariables> = gql`
  ${MANAGED_JOB}
  ${CREDITS}
  query EmployerDashboard {
    employerDashboard {
      organizationId
      organizationName
      viaSupport
      openJobs
      newApplications
      drafts
      inReview
      endingSoon {
        ...ManagedJobFields
      }
      credits {
        ...JobManagerCreditFields
      }
    }
  }
`;

export const DUPLICATE_JOB_POSTING: TypedDocumentNode<
  DuplicateJobPostingMutation,
  DuplicateJobPostingMutationVariables
> = gql`
  mutation DuplicateJobPosting($id: ID!) {
    duplicateJobPosting(id: $id) {
      id
    }
  }
`;

export const EXTEND_JOB_POSTING: TypedDocumentNode<ExtendJobPostingMutation, ExtendJobPostingMutationVariables> = gql`
  mutation ExtendJobPosting($id: ID!, $expectedCharge: JobCharge) {
    extendJobPosting(id: $id, expectedCharge: $expectedCharge) {
      outcome
    }
  }
`;

export const ARCHIVE_JOB_POSTINGS: TypedDocumentNode<ArchiveJobPostingsMutation, ArchiveJobPostingsMutationVariables> =
  gql`
    mutation ArchiveJobPostings($ids: [ID!]!) {
      archiveJobPostings(ids: $ids) {
        archived
      }
    }
  `;

export const JOB_EXTENSION_QUOTE: TypedDocumentNode<JobExtensionQuoteQuery, JobExtensionQuoteQueryVariables> = gql`
  ${MANAGED_JOB}
  query JobExtensionQuote($jobId: ID!) {
    jobExtensionQuote(jobId: $jobId) {
      outcome
      charge
      expiresAt
      jobCredits
      freeJobSlots
      creditUrl
      job {
        ...ManagedJobFields
      }
    }
  }
`;
