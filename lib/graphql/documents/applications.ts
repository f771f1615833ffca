import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AddApplicationNoteMutation,
  AddApplicationNoteMutationVariables,
  ApplicationInboxQuery,
  ApplicationInboxQueryVariables,
  JobApplicationQuery,
  JobApplicationQueryVariables,
  SetApplicationStatusMutation,
  SetApplicationStatusMutationVariables,
} from '../generated/operations';

/** One page of the applications inbox with the job filter's choices. */
export const APPLICATION_INBOX: TypedDocumentNode<ApplicationInboxQuery, ApplicationInboxQueryVariables> = gql`
  query ApplicationInbox($filter: ApplicationInboxFilter, $limit: Int, $offset: Int) {
    applicationInbox(filter: $filter, limit: $limit, offset: $offset) {
      organizationId
      organizationName
      total
      jobs {
        id
        title
        applications
      }
      items {
        id
        jobId
        jobTitle
        firstName
        lastName
        status
        receivedAt
        deletionDate
        attachmentCount
      }
    }
  }
`;

/** An application as its page shows it: answers, files, the status workflow with mail proposals, notes. */
export const JOB_APPLICATION: TypedDocumentNode<JobApplicationQuery, JobApplicationQueryVariables> = gql`
  query JobApplication($id: ID!) {
    jobApplication(id: $id) {
      id
      jobId
      jobTitle
      firstName
      lastName
      emailAddress
      coverLetter
      status
      receivedAt
      rejectedAt
      deletionDate
      nextStatuses
      answers {
        questionId
        question
        answer
      }
      attachments {
        id
        name
        mimeType
        size
        url
      }
      mailProposals {
        status
        subject
        body
      }
      notes {
        id
        author
        body
        createdAt
      }
      events {
        id
        fromStatus
        toStatus
        mailSubject
        createdAt
      }
    }
  }
`;

export const SET_APPLICATION_STATUS: TypedDocumentNode<
  SetApplicationStatusMutation,
  SetApplicationStatusMutationVariables
> = gql`
  mutation SetApplicationStatus($id: ID!, $status: ApplicationStatus!, $mail: ApplicationStatusMail) {
    setApplicationStatus(id: $id, status: $status, mail: $mail) {
      id
      status
    }
  }
`;

export const ADD_APPLICATION_NOTE: TypedDocumentNode<AddApplicationNoteMutation, AddApplicationNoteMutationVariables> =
  gql`
    mutation AddApplicationNote($id: ID!, $body: String!) {
      addApplicationNote(id: $id, body: $body) {
        id
      }
    }
  `;
