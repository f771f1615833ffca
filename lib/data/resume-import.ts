import 'server-only';
import type { ExecutionResult } from 'graphql';
import { executeInProcess } from '@/server/graphql/execute-in-process';
import type { ResumeEducation, ResumePersonalInfo, ResumeTermGroup, ResumeWorkExperience } from '@/server/db/schema';
import type { ProposeResumeFromCvMutation, UploadCvMutation } from '@/lib/graphql/generated/operations';
import { PROPOSE_RESUME_FROM_CV, UPLOAD_CV } from '@/lib/graphql/documents/resume-import';
import type { CvProposal } from '@/lib/resume-import/review-values';

/**
 * What the applicant confirmed, in the resume's own shapes (server/db/schema/resumes.ts), ready for the
 * resume's save path. The home location is text (postcode and town) until the save path resolves it to a place.
 */
export type ConfirmedImport = {
  personalInfo: Pick<ResumePersonalInfo, 'salutation' | 'firstName' | 'lastName' | 'phone' | 'birthday'> & {
    homeLocationText?: string;
  };
  workExperience: ResumeWorkExperience[];
  education: ResumeEducation[];
  languages: ResumeTermGroup;
  skills: ResumeTermGroup;
};

type Audience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string };
/** Why the API refused: an upload or import reason (extensions.reason), else the error's code in lower case. */
export type Refusal = { ok: false; reason: string };

const input = (audience: Audience) => ({
  regionId: audience.region.id,
  locale: audience.region.DEFAULT_LOCALE,
  userId: audience.userId,
});

function refusal(result: ExecutionResult): Refusal {
  const extensions = result.errors?.find((e) => e.extensions?.code)?.extensions;
  const reason = extensions?.reason ?? extensions?.code;
  return { ok: false, reason: typeof reason === 'string' ? reason : 'failed' };
}

/**
 * A CV posted by the import step: stored with uploadFile (checked by content and size, docs/product.md §5,
 * rate-limited).
 */
export async function uploadCv(audience: Audience, file: File): Promise<{ ok: true; fileId: string } | Refusal> {
  const result = await executeInProcess({ query: UPLOAD_CV, variables: { file } }, input(audience));
  const stored = (result.data as UploadCvMutation | null | undefined)?.uploadFile;
  return stored ? { ok: true, fileId: stored.id } : refusal(result);
}

/** The proposal for the signed-in user's own uploaded CV (proposeResumeFromCv; saves nothing). */
export async function proposeFromCv(
  audience: Audience,
  fileId: string,
): Promise<{ ok: true; proposal: CvProposal } | Refusal> {
  const result = await executeInProcess({ query: PROPOSE_RESUME_FROM_CV, variables: { fileId } }, input(audience));
  const proposal = (result.data as ProposeResumeFromCvMutation | null | undefined)?.proposeResumeFromCv;
  // graphql-js answers with null-prototype objects, which React refuses to hand to the review's client component.
  return proposal ? { ok: true, proposal: structuredClone(proposal) } : refusal(result);
}

export { RESUME_IMPORT_LIMITS } from '@/server/resume-import/propose-from-cv';
