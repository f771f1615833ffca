import 'server-only';
import type { TypedDocumentNode } from '@apollo/client';
import { type OperationVariables, serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  ADMIN_ORGANIZATIONS,
  CREATE_CUSTOMER_ORGANIZATION,
  MERGE_ORGANIZATIONS,
  SET_ORGANIZATION_TRUSTED,
} from '@/lib/graphql/documents/organization-admin';
import type { CustomerOrganizationInput } from '@/lib/graphql/generated/operations';
import { isOrganizationAdmin } from '@/server/organizations/organization-admin';

export { isOrganizationAdmin };

/** Support's organization tools ask as the signed-in user (loadPageViewer). */
type Audience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string };
const asUser = ({ region, userId }: Audience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

/** Organizations of the site by name with their trust; the API's German message when refused. */
export async function searchAdminOrganizations(audience: Audience, query: string) {
  const { data, error } = await serverQuery(asUser(audience), { query: ADMIN_ORGANIZATIONS, variables: { query } });
  if (error && OperationError.is(error)) return { organizations: [], error: error.errors[0].message };
  if (error) throw error;
  return { organizations: structuredClone(data!.adminOrganizations), error: null };
}

/** A form's outcome: done, or the API's German message and the field it names. */
export type AdminOutcome = { ok: true } | { ok: false; message: string; field: string | null };

async function mutate<TData, TVariables extends OperationVariables>(
  audience: Audience,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<AdminOutcome> {
  const { error } = await serverMutate(asUser(audience), { mutation, variables });
  if (!error) return { ok: true };
  if (OperationError.is(error)) {
    const field = error.errors[0].extensions?.field;
    return { ok: false, message: error.errors[0].message, field: typeof field === 'string' ? field : null };
  }
  throw error;
}

export const createCustomerOrganization = (audience: Audience, input: CustomerOrganizationInput) =>
  mutate(audience, CREATE_CUSTOMER_ORGANIZATION, { input });
export const setOrganizationTrusted = (audience: Audience, organizationId: string, trusted: boolean) =>
  mutate(audience, SET_ORGANIZATION_TRUSTED, { organizationId, trusted });
export const mergeOrganizations = (audience: Audience, duplicateId: string, keepId: string) =>
  mutate(audience, MERGE_ORGANIZATIONS, { duplicateId, keepId });
