import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AcceptTeamInvitationMutation,
  AcceptTeamInvitationMutationVariables,
  InviteTeamMemberMutation,
  InviteTeamMemberMutationVariables,
  OrganizationChangesQuery,
  OrganizationChangesQueryVariables,
  OrganizationTeamQuery,
  OrganizationTeamQueryVariables,
  RemoveTeamMemberMutation,
  RemoveTeamMemberMutationVariables,
  RevokeTeamInvitationMutation,
  RevokeTeamInvitationMutationVariables,
  SetActiveOrganizationMutation,
  SetActiveOrganizationMutationVariables,
  SupportOrganizationsQuery,
  SupportOrganizationsQueryVariables,
  TeamInvitationQuery,
  TeamInvitationQueryVariables,
  WorkspaceContextQuery,
  WorkspaceContextQueryVariables,
} from '../generated/operations';

/** The workspace's frame: where the signed-in user acts, whether as support, and their own organizations. */
export const WORKSPACE_CONTEXT: TypedDocumentNode<WorkspaceContextQuery, WorkspaceContextQueryVariables> = gql`
  query WorkspaceContext {
    workspaceContext {
      activeOrganization {
        id
        name
      }
      viaSupport
      organizations {
        id
        name
      }
    }
  }
`;

export const ORGANIZATION_TEAM: TypedDocumentNode<OrganizationTeamQuery, OrganizationTeamQueryVariables> = gql`
  query OrganizationTeam {
    organizationTeam {
      organization {
        id
        name
      }
      canManage
      viaSupport
      members {
        userId
        name
        email
        owner
        joinedAt
      }
      invitations {
        id
        email
        invitedBy
        createdAt
        expiresAt
      }
    }
  }
`;

export const TEAM_INVITATION: TypedDocumentNode<TeamInvitationQuery, TeamInvitationQueryVariables> = gql`
  query TeamInvitation($token: String!) {
    teamInvitation(token: $token) {
      state
      organizationName
      email
    }
    getUser {
      email
    }
  }
`;

export const ORGANIZATION_CHANGES: TypedDocumentNode<OrganizationChangesQuery, OrganizationChangesQueryVariables> = gql`
  query OrganizationChanges($limit: Int, $offset: Int) {
    organizationChanges(limit: $limit, offset: $offset) {
      organization {
        id
        name
      }
      hasMore
      entries {
        id
        actor
        viaSupport
        action
        detail {
          key
          value
        }
        createdAt
      }
    }
  }
`;

export const SUPPORT_ORGANIZATIONS: TypedDocumentNode<SupportOrganizationsQuery, SupportOrganizationsQueryVariables> =
  gql`
    query SupportOrganizations($query: String!) {
      supportOrganizations(query: $query) {
        id
        name
      }
    }
  `;

export const INVITE_TEAM_MEMBER: TypedDocumentNode<InviteTeamMemberMutation, InviteTeamMemberMutationVariables> = gql`
  mutation InviteTeamMember($email: String!) {
    inviteTeamMember(email: $email) {
      id
      email
    }
  }
`;

export const REVOKE_TEAM_INVITATION: TypedDocumentNode<
  RevokeTeamInvitationMutation,
  RevokeTeamInvitationMutationVariables
> = gql`
  mutation RevokeTeamInvitation($id: ID!) {
    revokeTeamInvitation(id: $id)
  }
`;

export const REMOVE_TEAM_MEMBER: TypedDocumentNode<RemoveTeamMemberMutation, RemoveTeamMemberMutationVariables> = gql`
  mutation RemoveTeamMember($userId: ID!) {
    removeTeamMember(userId: $userId)
  }
`;

export const ACCEPT_TEAM_INVITATION: TypedDocumentNode<
  AcceptTeamInvitationMutation,
  AcceptTeamInvitationMutationVariables
> = gql`
  mutation AcceptTeamInvitation($token: String!) {
    acceptTeamInvitation(token: $token) {
      id
      name
    }
  }
`;

export const SET_ACTIVE_ORGANIZATION: TypedDocumentNode<
  SetActiveOrganizationMutation,
  SetActiveOrganizationMutationVariables
> = gql`
  mutation SetActiveOrganization($organizationId: ID) {
    setActiveOrganization(organizationId: $organizationId) {
      viaSupport
    }
  }
`;
