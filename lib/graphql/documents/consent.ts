import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsentInfosQuery,
  ConsentInfosQueryVariables,
  HasLatestConsentQuery,
  HasLatestConsentQueryVariables,
  RecordConsentMutation,
  RecordConsentMutationVariables,
} from '../generated/operations';

/** docs/product.md §4 consent modal: the site's consent texts at a placement, with their latest revision. */
export const CONSENT_INFOS: TypedDocumentNode<ConsentInfosQuery, ConsentInfosQueryVariables> = gql`
  query ConsentInfos($placement: String!) {
    getGdprConsentInfos(placement: $placement, limit: 20) {
      id
      type
      optIn
      text
      revision
    }
  }
`;

/** Whether the signed-in user agreed to the latest revision of every info of one type at the placement. */
export const HAS_LATEST_CONSENT: TypedDocumentNode<HasLatestConsentQuery, HasLatestConsentQueryVariables> = gql`
  query HasLatestConsent($type: String!, $placement: String!) {
    hasTheLatestConsent(type: $type, placement: $placement) {
      hasTheLatestConsent
    }
  }
`;

export const RECORD_CONSENT: TypedDocumentNode<RecordConsentMutation, RecordConsentMutationVariables> = gql`
  mutation RecordConsent($mail: String!, $infoId: ID!) {
    createGdprUserConsent(mail: $mail, infoId: $infoId) {
      errors
      consent {
        id
      }
    }
  }
`;
