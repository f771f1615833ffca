import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminOrganizationsQuery,
  AdminOrganizationsQueryVariables,
  CreateCustomerOrganizationMutation,
  CreateCustomerOrganizationMutationVariables,
  MergeOrganizationsMutation,
  MergeOrganizationsMutationVariables,
  SetOrganizationTrustedMutation,
  SetOrganizationTrustedMutationVariables,
} from '../generated/operations';

export const ADMIN_ORGANIZATIONS: TypedDocumentNode<AdminOrganizationsQuery, AdminOrganizationsQueryVariables> = gql`
  query AdminOrganizations($query: String!) {
    adminOrganizations(query: $query) {
      id
      name
      slug
      trusted
      published
    }
  }
`;

export const CREATE_CUSTOMER_ORGANIZATION: TypedDocumentNode<
  CreateCustomerOrganizationMutation,
  CreateCustomerOrganizationMutationVariables
> = gql`
  mutation CreateCustomerOrganization($input: CustomerOrganizationInput!) {
    createCustomerOrganization(input: $input) {
      id
      name
    }
  }
`;

export const SET_ORGANIZATION_TRUSTED: TypedDocumentNode<
  SetOrganizationTrustedMutation,
  SetOrganizationTrustedMutationVariables
> = gql`
  mutation SetOrganizationTrusted($organizationId: ID!, $trusted: Boolean!) {
    setOrganizationTrusted(organizationId: $organizationId, trusted: $trusted) {
      id
      trusted
    }
  }
`;

export const MERGE_ORGANIZATIONS: TypedDocumentNode<MergeOrganizationsMutation, MergeOrganizationsMutationVariables> =
  gql`
    mutation MergeOrganizations($duplicateId: ID!, $keepId: ID!) {
      mergeOrganizations(duplicateId: $duplicateId, keepId: $keepId) {
        id
        name
      }
    }
  `;
