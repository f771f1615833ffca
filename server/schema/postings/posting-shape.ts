import type { GraphQLContext } from '../../graphql/context';
import { missingFieldsOfMany } from '../../postings/posting-checks';
import type { PostingFields } from '../../postings/posting-fields';
import { editedFields, isLive, type StoredPosting } from '../../postings/posting-store';
import { loadPostingOrganizations } from '../../postings/posting-organizations';
import { postingRules } from '../../postings/submit-posting';
import { filesById, type FileRow } from '../../storage/files-by-id';
import { fileUrl } from '../../storage/file-url';
import type { JobPosting, JobPostingFields, PostingOrganization, UploadedFile } from '../generated/resolvers-types';

const uploaded = (file: FileRow | undefined): UploadedFile | null =>
  file
    ? {
        id: file.id,
        name: file.originalName,
        mimeType: file.mimeType,
        size: file.sizeBytes,
        sha256: file.sha256,
        url: fileUrl(file.id),
      }
    : null;

/** The organizations of postings with their logos, trust and what they can still publish (one query each). */
export async function postingOrganizations(
  ctx: GraphQLContext,
  ids: string[],
): Promise<Map<string, PostingOrganization>> {
  const orgs = await loadPostingOrganizations(ctx.db, ids, ctx.region.id);
  return new Map(
    [...orgs].map(([id, { logo, ...org }]) => [
      id,
      { ...org, logo: logo ? { url: fileUrl(logo.id), alt: logo.alt, title: logo.title } : null },
    ]),
  );
}

function shapeFields(fields: PostingFields, fileOf: Map<string, FileRow>): JobPostingFields {
  return {
    ...fields,
    file: fields.fileId ? uploaded(fileOf.get(fields.fileId)) : null,
    logo: fields.logoFileId ? uploaded(fileOf.get(fields.logoFileId)) : null,
    availabilityPeriod: fields.availabilityPeriod
      ? { ...fields.availabilityPeriod, immediate: !!fields.availabilityPeriod.immediate }
      : null,
  };
}

/** Postings as the API answers them: fields as entered, pending revision, organization, what is missing. */
export async function shapePostings(ctx: GraphQLContext, postings: StoredPosting[]): Promise<JobPosting[]> {
  const fileIds = postings.flatMap((p) =>
    [p.fields, p.revision?.postingFields].flatMap((f) => (f ? [f.fileId, f.logoFileId] : [])),
  );
  const [fileOf, orgs, missing] = await Promise.all([
    filesById(ctx.db, fileIds),
    postingOrganizations(
      ctx,
      postings.map((p) => p.job.organizationId),
    ),
    missingFieldsOfMany(
      ctx.db,
      postings.map((p) => ({
        fields: editedFields(p),
        site: { ...postingRules(p.job.regionId), live: isLive(p.job.state) },
      })),
    ),
  ]);
  return postings.map((p, i): JobPosting => {
    const { job, revision } = p;
    return {
      id: job.id,
      state: job.state,
      fields: shapeFields(p.fields, fileOf),
      revision: revision
        ? {
            status: revision.status,
            fields: shapeFields(revision.postingFields, fileOf),
            reviewNote: revision.reviewNote,
            submittedAt: revision.submittedAt,
            updatedAt: revision.updatedAt,
          }
        : null,
      organization: orgs.get(job.organizationId)!,
      url: `/job/${job.id}`,
      chargedWith: job.chargedWith,
      submittedAt: job.submittedAt,
      publishedAt: job.publishedAt,
      expiresAt: job.expiresAt,
      reviewNote: job.reviewNote,
      // An ended job is not submitted again.
      missing: job.state === 'archived' ? [] : missing[i],
      updatedAt: job.updatedAt,
    };
  });
}
