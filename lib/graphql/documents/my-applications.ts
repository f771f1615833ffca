import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ApplicationPrefillQuery,
  ApplicationPrefillQueryVariables,
  MyApplicationsQuery,
  MyApplicationsQueryVariables,
} from '../generated/operations';

/** One page of "Meine Bewerbungen": the signed-in user's own applications, newest first. */
export const MY_APPLICATIONS: TypedDocumentNode<MyApplicationsQuery, MyApplicationsQueryVariables> = gql`
  query MyApplications($limit: Int, $offset: Int) {
    myApplications(limit: $limit, offset: $offset) {
      total
      items {
        id
        jobId
        jobTitle
        organizationName
        jobOpen
        status
        sentAt
        statusChangedAt
        withResume
        attachmentCount
        deletionDate
      }
    }
  }
`;

/** The apply form's values for the signed-in user, and when they last applied to the job. */
export const APPLICATION_PREFILL: TypedDocumentNode<ApplicationPrefillQuery, ApplicationPrefillQueryVariables> = gql`
  query ApplicationPrefill($jobId: ID) {
    applicationPrefill(jobId: $jobId) {
      firstName
      lastName
      emailAddress
      fromResume
      canAttachResume
      appliedAt
    }
  }
`;
