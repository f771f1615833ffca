import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  DecideResumeContactRequestMutation,
  DecideResumeContactRequestMutationVariables,
  MyResumeContactRequestsQuery,
  MyResumeContactRequestsQueryVariables,
  RecruiterResumeQuery,
  RecruiterResumeQueryVariables,
  RequestResumeContactMutation,
  RequestResumeContactMutationVariables,
  SentResumeContactRequestsQuery,
  SentResumeContactRequestsQueryVariables,
} from '../generated/operations';
import { RESUME } from './resume';

const CONTACT_REQUEST = gql`
  fragment ResumeContactRequestFields on ResumeContactRequest {
    id
    resumeId
    status
    message
    organizationName
    resumeTitle
    createdAt
    approvedAt
    revokedAt
    updatedAt
  }
`;

export const RECRUITER_RESUME: TypedDocumentNode<RecruiterResumeQuery, RecruiterResumeQueryVariables> = gql`
  query RecruiterResume($id: ID!) {
    recruiterResume(id: $id) {
      email
      contactApproved
      contactSlotsAvailable
      resume {
        ...ResumeFields
      }
      contactRequests {
        ...ResumeContactRequestFields
      }
    }
  }
  ${RESUME}
  ${CONTACT_REQUEST}
`;

export const MY_RESUME_CONTACT_REQUESTS: TypedDocumentNode<
  MyResumeContactRequestsQuery,
  MyResumeContactRequestsQueryVariables
> = gql`
  query MyResumeContactRequests {
    myResumeContactRequests {
      ...ResumeContactRequestFields
    }
  }
  ${CONTACT_REQUEST}
`;

export const REQUEST_RESUME_CONTACT: TypedDocumentNode<
  RequestResumeContactMutation,
  RequestResumeContactMutationVariables
> = gql`
  mutation RequestResumeContact($resumeId: ID!, $message: String!) {
    requestResumeContact(resumeId: $resumeId, message: $message) {
      request {
        id
        status
      }
      errors {
        field
        message
      }
    }
  }
`;

export const DECIDE_RESUME_CONTACT_REQUEST: TypedDocumentNode<
  DecideResumeContactRequestMutation,
  DecideResumeContactRequestMutationVariables
> = gql`
  mutation DecideResumeContactRequest($id: ID!, $decision: ResumeContactDecision!) {
    decideResumeContactRequest(id: $id, decision: $decision) {
      id
      status
    }
  }
`;

export const SENT_RESUME_CONTACT_REQUESTS: TypedDocumentNode<
  SentResumeContactRequestsQuery,
  SentResumeContactRequestsQueryVariables
> = gql`
  query SentResumeContactRequests($limit: Int, $offset: Int) {
    sentResumeContactRequests(limit: $limit, offset: $offset) {
      ...ResumeContactRequestFields
    }
  }
  ${CONTACT_REQUEST}
`;
