import { inArray } from 'drizzle-orm';
import { jobChargeCounts } from '../../commerce/job-charges';
import { files, organizations } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { missingFieldsOfMany } from '../../postings/posting-checks';
import type { PostingFields } from '../../postings/posting-fields';
import { editedFields, isLive, type StoredPosting } from '../../postings/posting-store';
import { postingRules } from '../../postings/submit-posting';
import { fileUrl } from '../../storage/file-url';
import type { JobPosting, JobPostingFields, PostingOrganization, UploadedFile } from '../generated/resolvers-types';

type FileRow = { id: string; originalName: string; mimeType: string; sizeBytes: number; sha256: string };

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
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [orgs, counts] = await Promise.all([
    ctx.db
      .select({
        id: organizations.id,
        name: organizations.name,
        trusted: organizations.trusted,
        info: organizations.info,
      })
      .from(organizations)
      .where(inArray(organizations.id, unique)),
    jobChargeCounts(ctx.db, unique, ctx.region.id),
  ]);
  const logoIds = orgs.map((o) => o.info.logoFileId).filter((id): id is string => !!id);
  const logos = logoIds.length
    ? await ctx.db
        .select({ id: files.id, alt: files.alt, title: files.title })
        .from(files)
        .where(inArray(files.id, logoIds))
    : [];
  return new Map(
    orgs.map((o) => {
      const logo = logos.find((f) => f.id === o.info.logoFileId);
      const count = counts.get(o.id) ?? { jobCredits: 0, freeJobSlots: 0 };
      return [
        o.id,
        {
          id: o.id,
          name: o.name,
          trusted: o.trusted,
          logo: logo ? { url: fileUrl(logo.id), alt: logo.alt, title: logo.title } : null,
          ...count,
        },
      ];
    }),
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
  const wanted = [...new Set(fileIds.filter((id): id is string => !!id))];
  const [fileRows, orgs, missing] = await Promise.all([
    wanted.length
      ? ctx.db
          .select({
            id: files.id,
            originalName: files.originalName,
            mimeType: files.mimeType,
            sizeBytes: files.sizeBytes,
            sha256: files.sha256,
          })
          .from(files)
          .where(inArray(files.id, wanted))
      : [],
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
  const fileOf = new Map(fileRows.map((f) => [f.id, f]));
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
