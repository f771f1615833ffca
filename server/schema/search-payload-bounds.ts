import { z } from 'zod';
import { formatMessage, graphqlMessages } from '../graphql/messages';
import { JOB_SEARCH_LIMITS as LIMITS, searchWords } from '../search/job-search-query';

/**
 * The bounds every §7 search payload shares (job and organization search are priced alike): at most so
 * many conditions in all groups together, and words of typed text (issue 10 item 3).
 */
const m = graphqlMessages.search;

/** The groups of a condition_group: at most LIMITS.groups, with at most LIMITS.conditions conditions in all. */
export function boundedConditionGroups<T extends z.ZodType<{ conditions: unknown[] }>>(group: T) {
  return z
    .array(group)
    .max(LIMITS.groups)
    .refine((groups) => groups.flatMap((g) => g.conditions).length <= LIMITS.conditions, formatMessage(m.conditionCount, { max: LIMITS.conditions }));
}

/** `fulltext: { keys }`: what was typed, at most LIMITS.keysLength characters and LIMITS.words words. */
export const boundedFulltext = z.object({
  keys: z
    .string()
    .max(LIMITS.keysLength)
    .refine((keys) => searchWords(keys).length <= LIMITS.words, formatMessage(m.words, { max: LIMITS.words })),
});
