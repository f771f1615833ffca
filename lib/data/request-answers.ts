import 'server-only';
import type { SearchJobsQuery } from '@/lib/graphql/generated/operations';
import type { TownPage } from '@/server/jobs/town-pages';
import type { OperationResult } from './run-operation';

/**
 * Request header with the token of what the proxy already looked up for this request. The proxy sets it on
 * every page it forwards, overwriting whatever a client sent; a page that finds no answers under it asks again.
 */
export const PROXY_ANSWERS_HEADER = 'x-proxy-answers';

/**
 * What the lookups of one request answered, each under everything it was asked (region and arguments): a
 * page that takes the proxy's answers finds only the answer to the very question it asks, never another.
 */
export type RequestAnswers = {
  /** findTownPage by region, slug and field. */
  towns: Map<string, Promise<TownPage | null>>;
  /** The listing's SearchJobs by region and payload (anonymous). */
  searches: Map<string, Promise<OperationResult<SearchJobsQuery>>>;
};

export function newRequestAnswers(): RequestAnswers {
  return { towns: new Map(), searches: new Map() };
}

/** The answer under `key`, run (and kept) the first time it is asked. */
export function answerOnce<T>(answers: Map<string, Promise<T>>, key: string, run: () => Promise<T>): Promise<T> {
  let answer = answers.get(key);
  if (!answer) {
    answer = run();
    answers.set(key, answer);
  }
  return answer;
}

/** How long the page has to take the proxy's answers: it renders right after the proxy, in the same process. */
const KEEP_MS = 5_000;
/** Answers never taken (a client that hung up) stay bounded even before they expire. */
const MAX_KEPT = 1_000;

type Kept = { answers: RequestAnswers; expires: number };
// The proxy and the pages are separate bundles in one process: they share the stash through globalThis.
const STASH_KEY = Symbol.for('regional-jobboard.proxy-answers');
type Stash = { [STASH_KEY]?: Map<string, Kept> };

function stash(): Map<string, Kept> {
  const global = globalThis as Stash;
  return (global[STASH_KEY] ??= new Map());
}

/** Keeps the proxy's answers for the page of this request; their token, or null when there is nothing to share. */
export function stashRequestAnswers(answers: RequestAnswers, now = Date.now()): string | null {
  if (answers.towns.size === 0 && answers.searches.size === 0) return null;
  const kept = stash();
  // Insertion order is expiry order: the oldest come first.
  for (const [token, { expires }] of kept) {
    if (expires > now && kept.size < MAX_KEPT) break;
    kept.delete(token);
  }
  const token = crypto.randomUUID();
  kept.set(token, { answers, expires: now + KEEP_MS });
  return token;
}

/** The answers the proxy kept under `token`, handed out once; null for no token, an unknown or an expired one. */
export function takeRequestAnswers(token: string | null, now = Date.now()): RequestAnswers | null {
  if (!token) return null;
  const kept = stash();
  const found = kept.get(token);
  kept.delete(token);
  return found && found.expires > now ? found.answers : null;
}
