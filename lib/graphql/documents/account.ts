import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConfirmEmailChangeMutation,
  ConfirmEmailChangeMutationVariables,
  DeleteMyJobAlertMutation,
  DeleteMyJobAlertMutationVariables,
  MyAccountPageQuery,
  MyAccountPageQueryVariables,
  MyJobAlertsQuery,
  MyJobAlertsQueryVariables,
  MySeekerOverviewQuery,
  MySeekerOverviewQueryVariables,
  MyEmployerMailSettingsQuery,
  MyEmployerMailSettingsQueryVariables,
  UpdateMyEmployerMailSettingsMutation,
  UpdateMyEmployerMailSettingsMutationVariables,
  RequestEmailChangeMutation,
  RequestEmailChangeMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  SetMyJobAlertPausedMutation,
  SetMyJobAlertPausedMutationVariables,
  UpdateAccountNameMutation,
  UpdateAccountNameMutationVariables,
  UpdateMyJobAlertMutation,
  UpdateMyJobAlertMutationVariables,
} from '../generated/operations';

/** The account page: names, address, password state, a pending address change, and the consents given. */
export const MY_ACCOUNT_PAGE: TypedDocumentNode<MyAccountPageQuery, MyAccountPageQueryVariables> = gql`
  query MyAccountPage {
    myAccount {
      id
      email
      firstName
      lastName
      displayName
      hasPassword
      pendingEmail {
        newEmail
        expiresAt
      }
    }
    myConsents {
      id
      type
      placement
      revision
      text
      givenAt
    }
  }
`;

export const MY_JOB_ALERTS: TypedDocumentNode<MyJobAlertsQuery, MyJobAlertsQueryVariables> = gql`
  query MyJobAlerts {
    myJobAlerts {
      id
      label
      interval
      confirmed
      paused
      searchHref
      lastSentAt
    }
  }
`;

export const UPDATE_ACCOUNT_NAME: TypedDocumentNode<UpdateAccountNameMutation, UpdateAccountNameMutationVariables> =
  gql`
    mutation UpdateAccountName($input: AccountNameInput!) {
      updateAccountName(input: $input) {
        id
      }
    }
  `;

export const REQUEST_EMAIL_CHANGE: TypedDocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables> =
  gql`
    mutation RequestEmailChange($email: String!) {
      requestEmailChange(email: $email) {
        newEmail
      }
    }
  `;

export const CONFIRM_EMAIL_CHANGE: TypedDocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables> =
  gql`
    mutation ConfirmEmailChange($token: String!) {
      confirmEmailChange(token: $token)
    }
  `;

export const RESET_PASSWORD: TypedDocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables> = gql`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`;

export const UPDATE_MY_JOB_ALERT: TypedDocumentNode<UpdateMyJobAlertMutation, UpdateMyJobAlertMutationVariables> = gql`
  mutation UpdateMyJobAlert($id: ID!, $label: String!, $interval: JobAlertInterval!) {
    updateMyJobAlert(id: $id, label: $label, interval: $interval) {
      id
    }
  }
`;

export const SET_MY_JOB_ALERT_PAUSED: TypedDocumentNode<
  SetMyJobAlertPausedMutation,
  SetMyJobAlertPausedMutationVariables
> = gql`
  mutation SetMyJobAlertPaused($id: ID!, $paused: Boolean!) {
    setMyJobAlertPaused(id: $id, paused: $paused) {
      id
    }
  }
`;

export const DELETE_MY_JOB_ALERT: TypedDocumentNode<DeleteMyJobAlertMutation, DeleteMyJobAlertMutationVariables> = gql`
  mutation DeleteMyJobAlert($id: ID!) {
    deleteMyJobAlert(id: $id)
  }
`;

export const MY_SEEKER_OVERVIEW: TypedDocumentNode<MySeekerOverviewQuery, MySeekerOverviewQueryVariables> = gql`
  query MySeekerOverview {
    mySeekerOverview {
      resume {
        complete
        visible
        updatedAt
      }
      applications
      alerts {
        total
        paused
        unconfirmed
      }
      hasPassword
      pendingEmail
    }
  }
`;

/** The account's employer mail switches (shown to employers and the site's staff). */
export const MY_EMPLOYER_MAIL_SETTINGS: TypedDocumentNode<
  MyEmployerMailSettingsQuery,
  MyEmployerMailSettingsQueryVariables
> = gql`
  query MyEmployerMailSettings {
    myEmployerMailSettings {
      applications
      jobReview
      jobExpiring
      contactAnswers
      teamJoined
    }
  }
`;

export const UPDATE_MY_EMPLOYER_MAIL_SETTINGS: TypedDocumentNode<
  UpdateMyEmployerMailSettingsMutation,
  UpdateMyEmployerMailSettingsMutationVariables
> = gql`
  mutation UpdateMyEmployerMailSettings($input: EmployerMailSettingsInput!) {
    updateMyEmployerMailSettings(input: $input) {
      applications
    }
  }
`;
