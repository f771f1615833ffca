import { z } from 'zod';
import { isAdminLike, type SessionUser } from '../../auth/session-user';
import {
  actsViaSupport,
  type RegionOrganization,
  requireRecruiter,
  resolveTargetOrganization,
} from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, notFound } from '../../graphql/errors';
import { graphqlMessages } from '../../graphql/messages';
import { optional, parseArgs } from '../../graphql/validation';
import {
  discardProfileDraft,
  loadProfileDraft,
  type ProfileDraft,
  ProfileError,
  saveProfileDraft,
} from '../../organizations/profile-draft';
import { parseProfile, type ProfileInput } from '../../organizations/profile-input';
import { visibleDraftFiles } from '../../organizations/profile-files';
import { loadOrganization } from '../../organizations/organization-status';
import { publishProfile } from '../../organizations/profile-publish';
import { authorRichTextFormat, editorToolbarOf } from '../../richtext/editor-toolbar';
import { fileUrl } from '../../storage/file-url';
import { termsByTid } from '../../taxonomy/term-cache';
import type {
  MutationResolvers,
  OrganizationProfile,
  OrganizationProfileDraft,
  ProfileTerms,
  QueryResolvers,
  TermRef,
} from '../generated/resolvers-types';
import { buildOrganizationProfile } from './organization-shape';
import { fileIdsOf, shapeProfileData } from './profile-data-shape';

const targetArgs = z.object({ organizationId: optional(z.guid(graphqlMessages.validation.invalid)) });

/**
 * docs/product.md §6 the organization the caller edits: theirs (active or first own), or any of the site for admin-like
 * users.
 */
async function target(ctx: GraphQLContext, raw: unknown): Promise<{ user: SessionUser; org: RegionOrganization }> {
  const user = requireRecruiter(ctx);
  const { organizationId } = parseArgs(targetArgs, raw as Record<string, unknown>);
  const org = await resolveTargetOrganization(ctx, user, organizationId ?? undefined);
  if (!org) throw notFound(graphqlMessages.errors.noOrganization);
  return { user, org };
}

async function domain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProfileError) throw apiError(error.code, error.message);
    throw error;
  }
}

const VOCABULARIES = {
  industry: 'industry',
  occupation: 'occupational_field',
  fieldOfStudy: 'field_of_study',
  benefit: 'benefit',
} as const;

async function profileTerms(ctx: GraphQLContext): Promise<ProfileTerms> {
  const all = [...(await termsByTid(ctx.db, [])).values()].sort(
    (a, b) => a.weight - b.weight || a.label.localeCompare(b.label, 'de'),
  );
  const of = (vocabulary: string): TermRef[] =>
    all.filter((t) => t.vocabulary === vocabulary).map((t) => ({ tid: t.tid, label: t.label, pathAlias: null }));
  return {
    industry: of(VOCABULARIES.industry),
    occupation: of(VOCABULARIES.occupation),
    fieldOfStudy: of(VOCABULARIES.fieldOfStudy),
    benefit: of(VOCABULARIES.benefit),
  };
}

async function shapeDraft(
  ctx: GraphQLContext,
  user: SessionUser,
  org: RegionOrganization,
  draft: ProfileDraft,
): Promise<OrganizationProfileDraft> {
  const data = shapeProfileData(draft.data);
  const ids = fileIdsOf(data);
  const [rows, row] = await Promise.all([
    visibleDraftFiles(ctx.db, { ids, regionId: ctx.region.id, editorId: user.id }),
    loadOrganization(ctx.db, org.id),
  ]);
  return {
    organizationId: org.id,
    organizationName: org.name,
    url: `/organization/${row!.slug}`,
    hasDraft: draft.hasDraft,
    updatedAt: draft.updatedAt,
    data,
    errors: draft.errors,
    files: rows.map((f) => ({
      id: f.id,
      name: f.originalName,
      mimeType: f.mimeType,
      size: f.sizeBytes,
      sha256: f.sha256,
      url: fileUrl(f.id),
    })),
    terms: await profileTerms(ctx),
    toolbar: editorToolbarOf(user.roles.map((r) => r.role)),
    viaSupport: await actsViaSupport(ctx, user, org),
  };
}

export const profileQueries: Pick<QueryResolvers, 'organizationProfileDraft' | 'organizationProfilePreview'> = {
  organizationProfileDraft: async (_parent, args, ctx) => {
    const { user, org } = await target(ctx, args);
    return shapeDraft(ctx, user, org, await domain(() => loadProfileDraft(ctx.db, org.id)));
  },
  organizationProfilePreview: async (_parent, args, ctx): Promise<OrganizationProfile> => {
    const { user, org } = await target(ctx, args);
    const draft = await domain(() => loadProfileDraft(ctx.db, org.id));
    const row = (await loadOrganization(ctx.db, org.id))!;
    // The valid sections of the draft over the published row, shaped by the public page's own builder.
    const { data } = parseProfile(draft.data);
    const preview = { ...row };
    if (data.info) {
      const { name, alternativeName, ...info } = data.info;
      Object.assign(preview, { name, alternativeName: alternativeName ?? null, info });
    }
    if (data.about) {
      preview.about = data.about;
      preview.presentationFormat = authorRichTextFormat(isAdminLike(user));
    }
    if (data.companyInfo !== undefined) preview.companyInfo = data.companyInfo;
    for (const key of [
      'benefits',
      'contactPeople',
      'gallery',
      'videos',
      'furtherLocations',
      'faq',
      'attachments',
    ] as const)
      if (data[key]) Object.assign(preview, { [key]: data[key] });
    return buildOrganizationProfile(ctx, preview);
  },
};

export const profileMutations: Pick<
  MutationResolvers,
  'saveOrganizationProfileDraft' | 'publishOrganizationProfile' | 'discardOrganizationProfileDraft'
> = {
  saveOrganizationProfileDraft: async (_parent, args, ctx) => {
    const { user, org } = await target(ctx, { organizationId: args.organizationId });
    // GraphQL has checked the shape; the domain checks every field (German messages by path).
    const input = JSON.parse(JSON.stringify(args.input)) as ProfileInput;
    const saved = await domain(() =>
      saveProfileDraft(ctx.db, ctx.storage, { organizationId: org.id, editorId: user.id, input }),
    );
    return { draft: await shapeDraft(ctx, user, org, saved), refused: saved.refused };
  },
  publishOrganizationProfile: async (_parent, args, ctx) => {
    const { user, org } = await target(ctx, args);
    const result = await domain(async () =>
      publishProfile(ctx.db, ctx.storage, {
        organizationId: org.id,
        actor: user,
        adminLike: isAdminLike(user),
        viaSupport: await actsViaSupport(ctx, user, org),
      }),
    );
    const draft = await loadProfileDraft(ctx.db, org.id);
    return { ...result, draft: await shapeDraft(ctx, user, org, draft) };
  },
  discardOrganizationProfileDraft: async (_parent, args, ctx) => {
    const { user, org } = await target(ctx, args);
    return shapeDraft(ctx, user, org, await domain(() => discardProfileDraft(ctx.db, org.id)));
  },
};
