/** How many result pages a search has: at least one, so an empty search still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Whether a 0-based page lies past a search's last page: such a page names nothing and
 * answers 404. The first page always exists; it shows the empty-state message when nothing matches.
 */
export function isPastLastPage(page: number, total: number, perPage: number): boolean {
  return page >= pageCount(total, perPage);
}
