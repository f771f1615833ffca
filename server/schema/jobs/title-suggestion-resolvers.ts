import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { formatMessage, graphqlMessages } from '../../graphql/messages';
import { optional, parseArgs } from '../../graphql/validation';
import { suggestJobTitles as suggest, TITLE_SUGGESTION_LIMITS } from '../../search/title-suggestions';
import type { QueryResolvers, QuerySuggestJobTitlesArgs } from '../generated/resolvers-types';

const { minPrefix, maxPrefix, maxResults } = TITLE_SUGGESTION_LIMITS;

const args = z.object({
  prefix: z
    .string()
    .trim()
    .min(minPrefix, formatMessage(graphqlMessages.search.prefix, { min: minPrefix }))
    .max(maxPrefix),
  limit: optional(z.number().int().min(1).max(maxResults)),
});

/** suggestJobTitles: titles of the site's open jobs for the search form's "Was" field, at most 8. */
export function suggestJobTitles(ctx: GraphQLContext, raw: QuerySuggestJobTitlesArgs): Promise<string[]> {
  const { prefix, limit } = parseArgs(args, raw);
  return suggest(ctx.db, { regionId: ctx.region.id, prefix, limit: limit ?? maxResults, now: new Date() });
}

export const titleSuggestionQueries: Pick<QueryResolvers, 'suggestJobTitles'> = {
  suggestJobTitles: (_parent, args, ctx) => suggestJobTitles(ctx, args),
};
