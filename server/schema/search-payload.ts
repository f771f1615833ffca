import { z } from 'zod';
import { formatMessage, graphqlMessages } from '../graphql/messages';
import { optional } from '../graphql/validation';
import { JOB_SEARCH_LIMITS as LIMITS, searchWords } from '../search/job-search-query';

/**
 * The parts every docs/product.md §7 search payload shares, with their bounds (job and organization search are priced
 * alike, docs/security.md), each read into the shape the search engines take.
 */
const m = graphqlMessages.search;

/**
 * `condition_group`: an AND of at most LIMITS.groups OR groups of `condition`, with at most LIMITS.conditions
 * conditions in all; read as the engine's groups of { field, operator, value }, empty groups left out.
 */
export function conditionGroupArg<F extends string, O extends string>(
  condition: z.ZodType<{ name: F; operator: O; value: string }>,
) {
  const group = z.object({
    conjunction: optional(z.literal('OR')),
    conditions: z.array(condition).max(LIMITS.conditions),
  });
  return z
    .object({
      conjunction: optional(z.literal('AND')),
      groups: z
        .array(group)
        .max(LIMITS.groups)
        .refine(
          (groups) => groups.flatMap((g) => g.conditions).length <= LIMITS.conditions,
          formatMessage(m.conditionCount, { max: LIMITS.conditions }),
        ),
    })
    .transform(({ groups }) =>
      groups
        .filter((g) => g.conditions.length > 0)
        .map((g) => g.conditions.map((c) => ({ field: c.name, operator: c.operator, value: c.value }))),
    );
}

/**
 * `facets`: each of `fields` at most once, read with docs/product.md §5's defaults (limit 100, OR, min_count 1, missing
 * false) as the engine's facet requests.
 */
export function facetsArg<const F extends string>(fields: readonly F[]) {
  return z
    .array(
      z.object({
        field: z.enum(fields, { error: formatMessage(m.facetField, { allowed: fields.join(', ') }) }),
        limit: optional(z.number().int().min(1).max(100)),
        operator: optional(z.enum(['OR', 'AND'], { error: m.facetOperator })),
        min_count: optional(z.number().int().min(0).max(1_000_000)),
        missing: optional(z.boolean()),
      }),
    )
    .max(fields.length)
    .refine((facets) => new Set(facets.map((f) => f.field)).size === facets.length, m.facetTwice)
    .transform((facets) =>
      facets.map((f) => ({
        field: f.field,
        limit: f.limit ?? 100,
        operator: f.operator ?? 'OR',
        minCount: f.min_count ?? 1,
        missing: f.missing ?? false,
      })),
    );
}

/** `fulltext: { keys }`: what was typed, at most LIMITS.keysLength characters and LIMITS.words words. */
export const boundedFulltext = z.object({
  keys: z
    .string()
    .max(LIMITS.keysLength)
    .refine((keys) => searchWords(keys).length <= LIMITS.words, formatMessage(m.words, { max: LIMITS.words })),
});

/**
 * `range: { first, last }` (optional) as offset and limit: at most LIMITS.hits hits from no deeper than
 * LIMITS.offset; without `last`, one page of `perPage`.
 */
export function rangeArg(perPage: number) {
  return optional(
    z
      .object({
        first: optional(z.number().int().min(0).max(LIMITS.offset)),
        last: optional(
          z
            .number()
            .int()
            .min(1)
            .max(LIMITS.offset + LIMITS.hits),
        ),
      })
      .refine(
        (r) => {
          const first = r.first ?? 0;
          const last = r.last ?? first + perPage;
          return last > first && last - first <= LIMITS.hits;
        },
        { message: m.range },
      ),
  ).transform((r) => {
    const first = r?.first ?? 0;
    return { offset: first, limit: (r?.last ?? first + perPage) - first };
  });
}
