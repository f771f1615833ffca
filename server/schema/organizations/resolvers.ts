import { z } from 'zod';
import { isAdminLike } from '../../auth/session-user';
import { loadUpdatableProfiles } from '../../organizations/updatable-profiles';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import { fileUrl } from '../../storage/file-url';
import { requireRecruiter } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { limitArg, offsetArg, parseArgs } from '../../graphql/validation';
import type {
  QueryResolvers,
  QueryUpdatableOrganizationProfilesArgs,
  TermRef,
  UpdatableOrganizationProfile,
} from '../generated/resolvers-types';

const args = z.object({ limit: limitArg(20), offset: offsetArg });

/**
 * docs/product.md §6 updatableOrganizationProfiles: recruiters get the profiles they may act on, admin-like users every
 * profile of the site (they may act on any target). Labels, paths and logos come in one query each (no N+1).
 */
export async function updatableOrganizationProfiles(
  ctx: GraphQLContext,
  raw: QueryUpdatableOrganizationProfilesArgs,
): Promise<UpdatableOrganizationProfile[]> {
  const user = requireRecruiter(ctx);
  const { limit, offset } = parseArgs(args, raw);
  const { orgs, labelOf, pathOf, logoOf } = await loadUpdatableProfiles(ctx.db, {
    regionId: ctx.region.id,
    language: ctx.locale,
    ownedBy: isAdminLike(user) ? null : user,
    limit,
    offset,
  });
  const refs = (list: number[]): TermRef[] =>
    list.flatMap((tid) => (labelOf.has(tid) ? [{ tid, label: labelOf.get(tid)! }] : []));
  // docs/product.md §2: locale prefixes only when a site has more than one locale.
  const prefix = ctx.region.LOCALES.length > 1 ? `/${ctx.locale}` : '';

  return orgs.map((o) => {
    const path = pathOf.get(o.id) ?? `/organization/${o.slug}`;
    const logo = o.info.logoFileId ? logoOf.get(o.info.logoFileId) : undefined;
    return {
      id: o.id,
      name: o.name,
      presentation: o.about.presentation ? sanitizeRichText(o.about.presentation, o.presentationFormat) : null,
      industry: refs(o.about.industry),
      benefits: refs(o.benefits),
      organization: { id: o.id, name: o.name, ownerId: o.ownerId },
      url: { path: `${prefix}${path}` },
      urlNoPrefix: path,
      logo: logo ? { url: fileUrl(logo.id), alt: logo.alt, title: logo.title } : null,
    };
  });
}

export const organizationQueries: Pick<QueryResolvers, 'updatableOrganizationProfiles'> = {
  updatableOrganizationProfiles: (_parent, args, ctx) => updatableOrganizationProfiles(ctx, args),
};
