import 'server-only';
import { serverMutate, serverQuery } from '@/lib/data/graphql';
import {
  BLOCK_RESUME_ORGANIZATION,
  RESUME_PRIVACY,
  SET_CURRENT_EMPLOYER_SHOWN,
  UNBLOCK_RESUME_ORGANIZATION,
} from '@/lib/graphql/documents/resume-privacy';
import type { ResumePrivacyFieldsFragment } from '@/lib/graphql/generated/operations';
import type { BlockedCompany } from '@/lib/resume/privacy-state';
import type { ResumeAudience } from './resume';

const asUser = ({ region, userId }: ResumeAudience) => ({ region, locale: region.DEFAULT_LOCALE, userId });
/** Results of in-process operations become plain objects (graphql-js's null prototypes). */
const plain = <T>(value: T): T => structuredClone(value);

export type ResumePrivacyView = ResumePrivacyFieldsFragment;

/** The owner's privacy settings of their resume on this site (docs/product-decisions.md "Privacy from one's employer"). */
export async function loadResumePrivacy(audience: ResumeAudience, resumeId: string): Promise<ResumePrivacyView> {
  const { data, error } = await serverQuery(asUser(audience), { query: RESUME_PRIVACY, variables: { resumeId } });
  if (error) throw error;
  return plain(data!.resumePrivacy);
}

export type BlockAnswer =
  | { ok: true; blocked: BlockedCompany[]; added: BlockedCompany[] }
  | { ok: false; blocked: BlockedCompany[] | null; error: string | null; suggestions: BlockedCompany[] };

/** Blocks the picked organization, or those a typed name names; the list after it, or why not. */
export async function blockCompany(
  audience: ResumeAudience,
  input: { resumeId: string; organizationId?: string; name: string },
): Promise<BlockAnswer> {
  const { data, error } = await serverMutate(asUser(audience), {
    mutation: BLOCK_RESUME_ORGANIZATION,
    variables: { resumeId: input.resumeId, organizationId: input.organizationId ?? null, name: input.name },
  });
  if (error) return { ok: false, blocked: null, error: null, suggestions: [] };
  const answer = plain(data!.blockResumeOrganization);
  const blocked = answer.privacy.blockedOrganizations;
  if (answer.errors.length)
    return { ok: false, blocked, error: answer.errors[0].message, suggestions: answer.suggestions };
  return { ok: true, blocked, added: answer.added };
}

/** Takes an organization off the list; the list after it, or null when the API refused. */
export async function unblockCompany(
  audience: ResumeAudience,
  input: { resumeId: string; organizationId: string },
): Promise<BlockedCompany[] | null> {
  const { data, error } = await serverMutate(asUser(audience), {
    mutation: UNBLOCK_RESUME_ORGANIZATION,
    variables: input,
  });
  return error ? null : plain(data!.unblockResumeOrganization.blockedOrganizations);
}

/** Shows recruiters the current employer, or hides it; false when the API refused. */
export async function setCurrentEmployerShown(
  audience: ResumeAudience,
  input: { resumeId: string; shown: boolean },
): Promise<boolean> {
  const { error } = await serverMutate(asUser(audience), { mutation: SET_CURRENT_EMPLOYER_SHOWN, variables: input });
  return !error;
}
