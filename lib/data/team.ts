import 'server-only';
import type { TypedDocumentNode } from '@apollo/client';
import { type OperationVariables, serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  ACCEPT_TEAM_INVITATION,
  INVITE_TEAM_MEMBER,
  ORGANIZATION_CHANGES,
  ORGANIZATION_TEAM,
  REMOVE_TEAM_MEMBER,
  REVOKE_TEAM_INVITATION,
  SET_ACTIVE_ORGANIZATION,
  SUPPORT_ORGANIZATIONS,
  TEAM_INVITATION,
  WORKSPACE_CONTEXT,
} from '@/lib/graphql/documents/team';

/** The workspace asks as the signed-in user (loadPageViewer), never anonymously. */
type Audience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string | null };
const asUser = ({ region, userId }: Audience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

/** Results of in-process operations become plain objects (graphql-js's null prototypes; see job-posting.ts). */
const plain = <T>(value: T): T => structuredClone(value);

/** Where the user acts (null: no organization), whether as support, and their own organizations. */
export async function loadWorkspaceContext(audience: Audience) {
  const { data, error } = await serverQuery(asUser(audience), { query: WORKSPACE_CONTEXT });
  if (error) throw error;
  return plain(data!.workspaceContext);
}

/** The active organization's team; null when the user has no organization on this site. */
export async function loadTeam(audience: Audience) {
  const { data, error } = await serverQuery(asUser(audience), { query: ORGANIZATION_TEAM });
  if (error && refused(error)) return null;
  if (error) throw error;
  return plain(data!.organizationTeam);
}

/** docs/product.md §9-like paging of the change log: 20 entries a page. */
export const CHANGE_LOG_PAGE_SIZE = 20;

export async function loadChangeLog(audience: Audience, page: number) {
  const { data, error } = await serverQuery(asUser(audience), {
    query: ORGANIZATION_CHANGES,
    variables: { limit: CHANGE_LOG_PAGE_SIZE, offset: page * CHANGE_LOG_PAGE_SIZE },
  });
  if (error && refused(error)) return null;
  if (error) throw error;
  return plain(data!.organizationChanges);
}

/** Organizations of the site by name, for support (admin-like users only). */
export async function searchSupportOrganizations(audience: Audience, query: string) {
  const { data, error } = await serverQuery(asUser(audience), { query: SUPPORT_ORGANIZATIONS, variables: { query } });
  if (error && OperationError.is(error)) return { organizations: [], error: error.errors[0].message };
  if (error) throw error;
  return { organizations: plain(data!.supportOrganizations), error: null };
}

/** An invitation link's state, for its page (the token is the only key), and the signed-in user's address. */
export async function loadInvitationPreview(audience: Audience, token: string) {
  const { data, error } = await serverQuery(asUser(audience), { query: TEAM_INVITATION, variables: { token } });
  if (error) throw error;
  return { ...plain(data!.teamInvitation), viewerEmail: data!.getUser?.email ?? null };
}

const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND']);
const refused = (error: unknown) =>
  OperationError.is(error) && error.errors.every((e) => REFUSED.has(String(e.extensions?.code)));

/** A mutation's outcome for a form: done, or the API's German message. */
export type TeamOutcome = { ok: true } | { ok: false; message: string };

async function mutate<TData, TVariables extends OperationVariables>(
  audience: Audience,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TeamOutcome> {
  const { error } = await serverMutate(asUser(audience), { mutation, variables });
  if (!error) return { ok: true };
  if (OperationError.is(error)) return { ok: false, message: error.errors[0].message };
  throw error;
}

export const inviteTeamMember = (audience: Audience, email: string) => mutate(audience, INVITE_TEAM_MEMBER, { email });
export const revokeTeamInvitation = (audience: Audience, id: string) =>
  mutate(audience, REVOKE_TEAM_INVITATION, { id });
export const removeTeamMember = (audience: Audience, userId: string) =>
  mutate(audience, REMOVE_TEAM_MEMBER, { userId });
export const acceptTeamInvitation = (audience: Audience, token: string) =>
  mutate(audience, ACCEPT_TEAM_INVITATION, { token });
export const setActiveOrganization = (audience: Audience, organizationId: string | null) =>
  mutate(audience, SET_ACTIVE_ORGANIZATION, { organizationId });
