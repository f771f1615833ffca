import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  BlockResumeOrganizationMutation,
  BlockResumeOrganizationMutationVariables,
  ResumePrivacyQuery,
  ResumePrivacyQueryVariables,
  SetCurrentEmployerShownMutation,
  SetCurrentEmployerShownMutationVariables,
  UnblockResumeOrganizationMutation,
  UnblockResumeOrganizationMutationVariables,
} from '../generated/operations';

const PRIVACY = gql`
  fragment ResumePrivacyFields on ResumePrivacy {
    resumeId
    showCurrentEmployer
    blockedOrganizations {
      id
      name
    }
  }
`;

/** The owner's privacy settings of their resume (/lebenslauf). */
export const RESUME_PRIVACY: TypedDocumentNode<ResumePrivacyQuery, ResumePrivacyQueryVariables> = gql`
  query ResumePrivacy($resumeId: ID!) {
    resumePrivacy(resumeId: $resumeId) {
      ...ResumePrivacyFields
    }
  }
  ${PRIVACY}
`;

export const BLOCK_RESUME_ORGANIZATION: TypedDocumentNode<
  BlockResumeOrganizationMutation,
  BlockResumeOrganizationMutationVariables
> = gql`
  mutation BlockResumeOrganization($resumeId: ID!, $organizationId: ID, $name: String) {
    blockResumeOrganization(resumeId: $resumeId, organizationId: $organizationId, name: $name) {
      privacy {
        ...ResumePrivacyFields
      }
      added {
        id
        name
      }
      errors {
        field
        message
      }
      suggestions {
        id
        name
      }
    }
  }
  ${PRIVACY}
`;

export const UNBLOCK_RESUME_ORGANIZATION: TypedDocumentNode<
  UnblockResumeOrganizationMutation,
  UnblockResumeOrganizationMutationVariables
> = gql`
  mutation UnblockResumeOrganization($resumeId: ID!, $organizationId: ID!) {
    unblockResumeOrganization(resumeId: $resumeId, organizationId: $organizationId) {
      ...ResumePrivacyFields
    }
  }
  ${PRIVACY}
`;

export const SET_CURRENT_EMPLOYER_SHOWN: TypedDocumentNode<
  SetCurrentEmployerShownMutation,
  SetCurrentEmployerShownMutationVariables
> = gql`
  mutation SetCurrentEmployerShown($resumeId: ID!, $shown: Boolean!) {
    setCurrentEmployerShown(resumeId: $resumeId, shown: $shown) {
      ...ResumePrivacyFields
    }
  }
  ${PRIVACY}
`;

/**
 * The block field's suggestions while typing. A plain string with codegen's marker: the island sends it with fetch
 * (postOperation) and ships no GraphQL parser.
 */
export const BLOCKABLE_ORGANIZATIONS = /* GraphQL */ `
  query BlockableOrganizations($resumeId: ID!, $name: String!) {
    blockableOrganizations(resumeId: $resumeId, name: $name) {
      id
      name
    }
  }
`;
