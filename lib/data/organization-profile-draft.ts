import 'server-only';
import { serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  ORGANIZATION_PROFILE_DRAFT,
  ORGANIZATION_PROFILE_PREVIEW,
} from '@/lib/graphql/documents/organization-profile-editor';
import type { Region } from '@/regions/build-region';

/** Refusals the editor page shows as a notice (no organization, another's organization), not as a crash. */
const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);

function refusedOrThrow(error: unknown): string {
  if (OperationError.is(error) && error.errors.every((e) => REFUSED.has(String(e.extensions?.code))))
    return error.errors[0]?.message ?? '';
  throw error;
}

/** In-process results keep null-prototype objects, which React refuses to hand to Client Components. */
const plain = <T>(value: T): T => structuredClone(value);

/**
 * The profile draft of the user's organization (active or own; `organizationId` for admin-like support), or
 * the German reason why there is none to edit.
 */
export async function loadProfileDraft(region: Region, userId: string, organizationId?: string) {
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId },
    { query: ORGANIZATION_PROFILE_DRAFT, variables: { organizationId } },
  );
  if (error) return { draft: null, refusal: refusedOrThrow(error) };
  return { draft: plain(data!.organizationProfileDraft), refusal: null };
}

/** The draft as visitors would see it on the public page, or the German reason why not. */
export async function loadProfilePreview(region: Region, userId: string, organizationId?: string) {
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId },
    { query: ORGANIZATION_PROFILE_PREVIEW, variables: { organizationId } },
  );
  if (error) return { profile: null, refusal: refusedOrThrow(error) };
  return { profile: data!.organizationProfilePreview, refusal: null };
}
