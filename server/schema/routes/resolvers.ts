import { z } from 'zod';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import { getRoutInfo as lookupRoutInfo } from '../../routes/get-rout-info';
import type { GraphQLContext } from '../../graphql/context';
import { graphqlMessages } from '../../graphql/messages';
import { languageArg, optional, parseArgs } from '../../graphql/validation';
import type { QueryGetRoutInfoArgs, QueryResolvers, ResolversTypes } from '../generated/resolvers-types';

const args = z.object({
  // A site path: leading slash, no whitespace, at most 2048 characters (the lookup's own limit).
  slug: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/\S*$/, graphqlMessages.validation.slug),
  language: optional(languageArg),
});

/**
 * docs/product.md §2/§7 getRoutInfo: error, redirect or content (body sanitized by its docs/product.md §5 format) for a
 * slug on this site.
 */
export async function getRoutInfo(ctx: GraphQLContext, raw: QueryGetRoutInfoArgs): Promise<ResolversTypes['RoutInfo']> {
  const { slug, language } = parseArgs(args, raw);
  const info = await lookupRoutInfo(ctx.db, { regionId: ctx.region.id, slug, language: language ?? ctx.locale });
  switch (info.kind) {
    case 'error':
      return { __typename: 'RoutError', code: info.code, reason: info.reason };
    case 'redirect':
      return { __typename: 'RoutRedirect', code: info.code, target: info.target };
    case 'content':
      return {
        __typename: 'RoutContent',
        entity: { ...info.entity, body: sanitizeRichText(info.entity.body, info.entity.bodyFormat) },
        metatags: info.metatags,
      };
  }
}

export const routeQueries: Pick<QueryResolvers, 'getRoutInfo'> = {
  getRoutInfo: (_parent, args, ctx) => getRoutInfo(ctx, args),
};
