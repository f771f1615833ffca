import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  DeleteResumeAlertMutation,
  DeleteResumeAlertMutationVariables,
  MyResumeAlertsQuery,
  MyResumeAlertsQueryVariables,
  SaveResumeAlertMutation,
  SaveResumeAlertMutationVariables,
  UpdateResumeAlertMutation,
  UpdateResumeAlertMutationVariables,
} from '../generated/operations';

const RESUME_ALERT = gql`
  fragment ResumeAlertFields on ResumeAlert {
    id
    label
    criteria
    interval
    searchHref
    lastSentAt
    createdAt
  }
`;

export const MY_RESUME_ALERTS: TypedDocumentNode<MyResumeAlertsQuery, MyResumeAlertsQueryVariables> = gql`
  query MyResumeAlerts {
    myResumeAlerts {
      ...ResumeAlertFields
    }
  }
  ${RESUME_ALERT}
`;

export const SAVE_RESUME_ALERT: TypedDocumentNode<SaveResumeAlertMutation, SaveResumeAlertMutationVariables> = gql`
  mutation SaveResumeAlert($payload: ResumeAlertSearchInput!, $label: String, $interval: JobAlertInterval!) {
    saveResumeAlert(payload: $payload, label: $label, interval: $interval) {
      alert {
        ...ResumeAlertFields
      }
      errors {
        field
        message
      }
    }
  }
  ${RESUME_ALERT}
`;

export const UPDATE_RESUME_ALERT: TypedDocumentNode<UpdateResumeAlertMutation, UpdateResumeAlertMutationVariables> =
  gql`
    mutation UpdateResumeAlert($id: ID!, $interval: JobAlertInterval!) {
      updateResumeAlert(id: $id, interval: $interval) {
        ...ResumeAlertFields
      }
    }
    ${RESUME_ALERT}
  `;

export const DELETE_RESUME_ALERT: TypedDocumentNode<DeleteResumeAlertMutation, DeleteResumeAlertMutationVariables> =
  gql`
    mutation DeleteResumeAlert($id: ID!) {
      deleteResumeAlert(id: $id)
    }
  `;
