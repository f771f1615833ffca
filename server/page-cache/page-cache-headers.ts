/**
 * Headers between the page cache in front of Next, the proxy and the pages (docs/architecture.md, "Page cache").
 * Neither reaches a visitor, and a value a client sends in them is dropped before Next sees the request.
 */

/** Set by the proxy on the response of a page kind that may be cached for anonymous visitors. */
export const CACHEABLE_PAGE_HEADER = 'x-page-cache-page';

/** Set by the page cache on a request it may store: the render's token, under which the page records its tags. */
export const PAGE_RENDER_HEADER = 'x-page-cache-render';

/** Tells a visitor (and the benchmark) whether the answer came from the cache. */
export const PAGE_CACHE_STATUS_HEADER = 'x-page-cache';
