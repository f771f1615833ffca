import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AccountErasureLinkQuery,
  AccountErasureLinkQueryVariables,
  ConfirmAccountErasureMutation,
  ConfirmAccountErasureMutationVariables,
  DeleteKeptFileMutation,
  DeleteKeptFileMutationVariables,
  PrivacyOverviewQuery,
  PrivacyOverviewQueryVariables,
  RequestAccountErasureMutation,
  RequestAccountErasureMutationVariables,
} from '../generated/operations';

/** "Meine Daten": the signed-in user's address, what stays after an erasure, and the files kept. */
export const PRIVACY_OVERVIEW: TypedDocumentNode<PrivacyOverviewQuery, PrivacyOverviewQueryVariables> = gql`
  query PrivacyOverview {
    privacyOverview {
      email
      erasureLinkMinutes
      keptRecords
      keptFiles {
        id
        name
        kind
        sizeBytes
        uploadedAt
        applicationJobTitle
        applicationEmployer
        messageSubject
        retention
        deletesOn
        deletable
      }
    }
  }
`;

/** "Endgültig löschen" of a kept file (an imported CV, a sent message's attachment). */
export const DELETE_KEPT_FILE: TypedDocumentNode<DeleteKeptFileMutation, DeleteKeptFileMutationVariables> = gql`
  mutation DeleteKeptFile($id: ID!) {
    deleteKeptFile(id: $id)
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
