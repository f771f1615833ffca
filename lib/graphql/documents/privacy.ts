import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AccountErasureLinkQuery,
  AccountErasureLinkQueryVariables,
  ConfirmAccountErasureMutation,
  ConfirmAccountErasureMutationVariables,
  PrivacyOverviewQuery,
  PrivacyOverviewQueryVariables,
  RequestAccountErasureMutation,
  RequestAccountErasureMutationVariables,
} from '../generated/operations';

/** "Meine Daten": the signed-in user's address and what stays after an erasure. */
export const PRIVACY_OVERVIEW: TypedDocumentNode<PrivacyOverviewQuery, PrivacyOverviewQueryVariables> = gql`
  query PrivacyOverview {
    privacyOverview {
      email
      erasureLinkMinutes
      keptRecords
    }
  }
`;

export const ACCOUNT_ERASURE_LINK: TypedDocumentNode<AccountErasureLinkQuery, AccountErasureLinkQueryVariables> = gql`
  query AccountErasureLink($token: String!) {
    accountErasureLink(token: $token)
  }
`;

export const REQUEST_ACCOUNT_ERASURE: TypedDocumentNode<
  RequestAccountErasureMutation,
  RequestAccountErasureMutationVariables
> = gql`
  mutation RequestAccountErasure {
    requestAccountErasure
  }
`;

export const CONFIRM_ACCOUNT_ERASURE: TypedDocumentNode<
  ConfirmAccountErasureMutation,
  ConfirmAccountErasureMutationVariables
> = gql`
  mutation ConfirmAccountErasure($token: String!) {
    confirmAccountErasure(token: $token)
  }
`;
