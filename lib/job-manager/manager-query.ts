import type { JobManagerQueryVariables, JobManagerSort, ManagedJobState } from '@/lib/graphql/generated/operations';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { JOB_MANAGER_ROWS_PER_PAGE } from '@/lib/contract';

/** The job manager's list as its address says it: filters, sorting and page, so it works without scripts. */
export type ManagerQuery = {
  state: ManagedJobState | null;
  frontend: string | null;
  words: string;
  sort: JobManagerSort;
  page: number;
};

export const MANAGER_PATH = '/job-manager';

const STATES: readonly ManagedJobState[] = ['draft', 'needs_review', 'scheduled', 'published', 'archived', 'expired'];
const SORTS: readonly JobManagerSort[] = ['newest', 'title', 'published', 'ending', 'views'];

/** Reads the address; anything unknown falls back to "all", newest first, page 1. */
export function parseManagerQuery(params: PageQuery): ManagerQuery {
  const state = firstValue(params.status);
  const sort = firstValue(params.sortierung);
  const frontend = firstValue(params.portal);
  const page = Number.parseInt(firstValue(params.seite) || '1', 10);
  return {
    state: STATES.find((s) => s === state) ?? null,
    frontend: /^[a-z0-9-]{1,64}$/.test(frontend) ? frontend : null,
    words: firstValue(params.suche).slice(0, 100),
    sort: SORTS.find((s) => s === sort) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of the list with some parts changed; a changed filter starts again at page 1. */
export function managerHref(query: ManagerQuery, change: Partial<ManagerQuery> = {}, path = MANAGER_PATH): string {
  const filterChanged = ['state', 'frontend', 'words', 'sort'].some((key) => key in change);
  const next = { ...query, ...(filterChanged ? { page: 1 } : {}), ...change };
  const search = new URLSearchParams();
  if (next.state) search.set('status', next.state);
  if (next.frontend) search.set('portal', next.frontend);
  if (next.words) search.set('suche', next.words);
  if (next.sort !== 'newest') search.set('sortierung', next.sort);
  if (next.page > 1) search.set('seite', String(next.page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The jobManager operation's variables for a list address. */
export function managerVariables(query: ManagerQuery, pageSize = JOB_MANAGER_ROWS_PER_PAGE): JobManagerQueryVariables {
  return {
    filter: { state: query.state, frontend: query.frontend, words: query.words || null },
    sort: query.sort,
    page: query.page,
    pageSize,
  };
}
