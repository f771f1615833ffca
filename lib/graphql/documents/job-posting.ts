import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ApproveJobPostingMutation,
  ApproveJobPostingMutationVariables,
  JobPostingContextQuery,
  JobPostingContextQueryVariables,
  JobPostingQuery,
  JobPostingQueryVariables,
  ModerationQueueQuery,
  ModerationQueueQueryVariables,
  RejectJobPostingMutation,
  RejectJobPostingMutationVariables,
  SaveJobPostingMutation,
  SaveJobPostingMutationVariables,
  SubmitJobPostingMutation,
  SubmitJobPostingMutationVariables,
} from '../generated/operations';

/** Every field of a posting as entered: what the wizard's steps show and send back (JobPostingInput's mirror). */
export const JOB_POSTING_FIELDS = gql`
  fragment JobPostingFieldValues on JobPostingFields {
    organizationId
    type
    title
    description
    descriptionFormat
    linkUrl
    file {
      id
      name
      size
      url
    }
    logo {
      id
      name
      size
      url
    }
    videoUrl
    organizationAssignment
    locations {
      label
      lat
      lon
      address {
        countryCode
        addressLine1
        addressLine2
        administrativeArea
        locality
        zip
      }
    }
    remoteOptions
    employmentTypes
    occupationalFields
    fieldsOfStudy
    degreeLevels
    yearsOfExperience
    salaryRange
    salary {
      min
      max
      currencyCode
      unit
    }
    languages
    languagesFree
    skills
    skillsFree
    availabilityPeriod {
      immediate
      start
      end
    }
    publishAt
    durationDays
    applicationWorkflow
    applicationEmails
    applicationLink
    applicationRequireCv
    applicationRequireCoverLetter
    applicationRequireQualifyingQuestions
    applicationQualifyingQuestions {
      id
      question
      answerType
      expected
    }
  }
`;

/** A posting with its state, its organization's credit and what still stops it from going out. */
export const JOB_POSTING_SUMMARY = gql`
  fragment JobPostingSummary on JobPosting {
    id
    state
    url
    reviewNote
    publishedAt
    expiresAt
    updatedAt
    fields {
      ...JobPostingFieldValues
    }
    revision {
      status
      reviewNote
      fields {
        ...JobPostingFieldValues
      }
    }
    organization {
      id
      name
      jobCredits
      freeJobSlots
    }
    missing {
      field
      message
    }
  }
  ${JOB_POSTING_FIELDS}
`;

/** The wizard's frame: organizations, the site's rules (salary, review, editor toolbar) and credit. */
export const JOB_POSTING_CONTEXT: TypedDocumentNode<JobPostingContextQuery, JobPostingContextQueryVariables> = gql`
  query JobPostingContext {
    jobPostingContext {
      organizations {
        id
        name
        trusted
        jobCredits
        freeJobSlots
        logo {
          url
          alt
        }
      }
      reviewPolicy
      salaryRequired
      salaryBands {
        key
        min
        max
      }
      salaryFreeInput
      applicationAttachments
      defaultDurationDays
      aiDraftAvailable
      editorToolbar
      creditUrl
    }
  }
`;

export const JOB_POSTING: TypedDocumentNode<JobPostingQuery, JobPostingQueryVariables> = gql`
  query JobPosting($id: ID!) {
    jobPosting(id: $id) {
      ...JobPostingSummary
    }
  }
  ${JOB_POSTING_SUMMARY}
`;

export const SAVE_JOB_POSTING: TypedDocumentNode<SaveJobPostingMutation, SaveJobPostingMutationVariables> = gql`
  mutation SaveJobPosting($id: ID, $input: JobPostingInput!) {
    saveJobPosting(id: $id, input: $input) {
      posting {
        id
        state
        updatedAt
        missing {
          field
          message
        }
      }
      errors {
        field
        message
      }
    }
  }
`;

export const SUBMIT_JOB_POSTING: TypedDocumentNode<SubmitJobPostingMutation, SubmitJobPostingMutationVariables> = gql`
  mutation SubmitJobPosting($id: ID!) {
    submitJobPosting(id: $id) {
      outcome
      posting {
        id
        state
        url
        publishedAt
      }
      errors {
        field
        message
      }
    }
  }
`;

/** The review queue: what each item is, who sent it and its fields for the editor to read. */
/**
 * What the review queue shows of each item. Not the whole JobPostingSummary: a page of 20 of those costs
 * more than graphql-armor's limit (5000), and the queue page then failed for every editor. The file is
 * asked of the job only: under the revision it is one level deeper than the depth limit (6) allows.
 */
export const MODERATION_QUEUE: TypedDocumentNode<ModerationQueueQuery, ModerationQueueQueryVariables> = gql`
  fragment ReviewFields on JobPostingFields {
    title
    linkUrl
    description
  }
  query ModerationQueue($limit: Int, $offset: Int) {
    moderationQueue(limit: $limit, offset: $offset) {
      total
      items {
        kind
        author
        submittedAt
        posting {
          id
          organization {
            id
            name
          }
          fields {
            ...ReviewFields
            file {
              name
              url
            }
          }
          revision {
            status
            fields {
              ...ReviewFields
            }
          }
        }
      }
    }
  }
`;

export const APPROVE_JOB_POSTING: TypedDocumentNode<ApproveJobPostingMutation, ApproveJobPostingMutationVariables> =
  gql`
    mutation ApproveJobPosting($id: ID!) {
      approveJobPosting(id: $id) {
        id
        state
      }
    }
  `;

export const REJECT_JOB_POSTING: TypedDocumentNode<RejectJobPostingMutation, RejectJobPostingMutationVariables> = gql`
  mutation RejectJobPosting($id: ID!, $reason: String!) {
    rejectJobPosting(id: $id, reason: $reason) {
      id
      state
      reviewNote
    }
  }
`;

/**
 * docs/product.md §5 upload for the ad's PDF and the logo. A plain string: it goes out as a GraphQL multipart request
 * (lib/apollo/upload-file.ts), which the batching link cannot send.
 */
export const UPLOAD_FILE = /* GraphQL */ `
  mutation UploadPostingFile($file: File!) {
    uploadFile(file: $file) {
      id
      name
      size
      url
      mimeType
    }
  }
`;
