import { type DocumentNode, Kind, parse, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { apiError } from './errors';
import { formatMessage, graphqlMessages } from './messages';

/**
 * What one HTTP request (a docs/product.md §7 batch of up to 10 operations, each with up to 15 aliases) may cost in
 * all. graphql-armor bounds each operation on its own; a batch multiplies that, so the request is priced as a whole.
 */
export const MAX_REQUEST_COST = 1000;

/**
 * Root fields that run a search statement over many rows: one alias of these costs as much as many plain
 * lookups. A search at the payload bounds (the resolvers' zod limits) took up to 0.27 s on a busy machine
 * with 3,300 open jobs on one site, so three fit in one request: about a second at worst.
 */
const ROOT_FIELD_COST: Readonly<Record<string, number>> = {
  searchJobs: 300,
  searchOrganizations: 300,
  // A statement over the site's visible resumes with their search text built in it; priced like a job search.
  searchResumes: 300,
  searchPlaces: 20,
  // One indexed statement over the site's titles, grouped, at most 8 rows; sent while typing.
  suggestJobTitles: 30,
  // Reads every open job of the site once, like a search without words.
  jobBoardOverview: 300,
  // Reads an uploaded CV in the document pool, up to its time limit (docs/security.md): one fits in a request,
  // a second alias or batched operation goes over MAX_REQUEST_COST, so one request never starts two imports.
  proposeResumeFromCv: 600,
  // Answered without a resolver.
  __typename: 1,
};
/** Any other root field: a lookup or a write, a few statements. */
const DEFAULT_ROOT_FIELD_COST = 10;
/** Tokens of one operation (graphql-armor's maxTokens): a longer one is refused by armor, so it is not priced here. */
export const MAX_OPERATION_TOKENS = 1000;

type GraphQLParams = { query?: unknown; operationName?: unknown };

/**
 * The cost of the operations of one document: each root field by its weight, every other selected field 1
 * (aliases count each time, fragments each time they are spread). Fragment costs are memoized, so nested
 * spreads are priced in linear time; a fragment cycle (refused by validation later) adds nothing.
 */
export function documentCost(document: DocumentNode, operationName?: string): number {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const memo = new Map<string, number>();

  const selectionCost = (set: SelectionSetNode, root: boolean): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += root ? (ROOT_FIELD_COST[selection.name.value] ?? DEFAULT_ROOT_FIELD_COST) : 1;
        if (selection.selectionSet) cost += selectionCost(selection.selectionSet, false);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += selectionCost(selection.selectionSet, root);
      } else {
        const key = `${root}:${selection.name.value}`;
        const fragment = fragments.get(selection.name.value);
        if (!fragment || memo.get(key) === -1) continue;
        if (!memo.has(key)) {
          memo.set(key, -1);
          memo.set(key, selectionCost(fragment.selectionSet, root));
        }
        cost += memo.get(key)!;
      }
    }
    return cost;
  };

  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && definition.name?.value !== operationName) continue;
    total += selectionCost(definition.selectionSet, true);
  }
  return total;
}

/** The cost of one operation of a request; what cannot be parsed costs nothing here (Yoga refuses it). */
function paramsCost(params: GraphQLParams): number {
  if (typeof params?.query !== 'string') return 0;
  let document: DocumentNode;
  try {
    document = parse(params.query, { noLocation: true, maxTokens: MAX_OPERATION_TOKENS });
  } catch {
    return 0;
  }
  return documentCost(document, typeof params.operationName === 'string' ? params.operationName : undefined);
}

/**
 * Refuses an HTTP request whose operations together cost more than MAX_REQUEST_COST, before any of them is
 * validated or executed: a 400 with a German message, and no resolver runs.
 */
export function useRequestCostLimit(max = MAX_REQUEST_COST): Plugin {
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          const operations: GraphQLParams[] = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          const cost = operations.reduce((sum, params) => sum + paramsCost(params), 0);
          if (cost > max) {
            throw apiError(
              'BAD_REQUEST',
              formatMessage(graphqlMessages.errors.requestTooExpensive, { cost: Math.round(cost), max }),
              { status: 400 },
            );
          }
        },
      };
    },
  };
}
