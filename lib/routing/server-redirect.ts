export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/**
 * A redirect answered by a route handler. docs/product.md §2: server redirects default to 303, so a form POST is always
 * followed by a GET of the target.
 */
export function serverRedirect(location: string, status: RedirectStatus = 303): Response {
  return new Response(null, { status, headers: { Location: location } });
}
