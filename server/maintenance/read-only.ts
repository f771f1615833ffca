import messages from '../../messages/de.json';

/**
 * docs/product-decisions.md "Read-only mode (maintenance)": the one rule of READ_ONLY_MODE. While a site has
 * it on, every write is refused with one German notice; reading, searching and signing in and out stay
 * possible. The gates (the GraphQL plugin, the route handlers under app/api, the server actions) all ask
 * this module and answer with its notice.
 */

type FlaggedSite = { FEATURES: { READ_ONLY_MODE: boolean } };

/** The extensions.code of a refused GraphQL mutation (server/schema/base.graphql). */
export const READ_ONLY_CODE = 'READ_ONLY' as const;

/** What a client should wait before trying again: maintenance is announced in minutes, not hours. */
export const READ_ONLY_RETRY_AFTER_SECONDS = 600;

/** The fragment of the page banner (components/layout/maintenance-banner.tsx): a refused form lands there. */
export const READ_ONLY_ANCHOR = 'wartung';

/** The one notice every refused write gets (neutral wording: job seekers and employers read it alike). */
export const readOnlyNotice: string = messages.maintenance.notice;

/**
 * Route handlers that stay open while writes are refused, with the reason. Signing in and out changes no
 * account data (the session is a signed cookie), and a signed-in user must still reach their own data.
 */
export const READ_ONLY_OPEN_ROUTES: Readonly<Record<string, string>> = {
  'app/api/auth/[...nextauth]/route.ts': 'signing in and out writes no account data',
  'app/api/gmapi/route.ts': 'forwards a consented analytics event to GA4 and stores nothing of the visitor here',
  'app/api/conversionapi/route.ts': 'forwards a consented conversion to its API and stores nothing of the visitor here',
};

export function isReadOnly(site: FlaggedSite | null | undefined): boolean {
  return site?.FEATURES.READ_ONLY_MODE === true;
}

/** The path of a same-site page a form was sent from (the Referer), else the front page, with the banner's fragment. */
export function backToFormWithNotice(headers: { get(name: string): string | null }): string {
  const referer = headers.get('referer');
  let path = '/';
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === headers.get('host')) path = `${url.pathname}${url.search}`;
    } catch {
      // An unreadable Referer: the front page carries the banner too.
    }
  }
  return `${path}#${READ_ONLY_ANCHOR}`;
}

/**
 * The answer of a write route handler on a read-only site: a script (JSON) gets 503 with Retry-After and the
 * notice; a form sent without script goes back to its page (303), where the banner says why.
 */
export function readOnlyRouteAnswer(request: Request): Response {
  const accept = request.headers.get('accept') ?? '';
  const type = request.headers.get('content-type') ?? '';
  const retryAfter = String(READ_ONLY_RETRY_AFTER_SECONDS);
  if (accept.includes('application/json') || type.includes('application/json')) {
    return Response.json(
      { ok: false, code: READ_ONLY_CODE, error: readOnlyNotice },
      { status: 503, headers: { 'Retry-After': retryAfter } },
    );
  }
  return new Response(null, {
    status: 303,
    headers: { Location: backToFormWithNotice(request.headers), 'Retry-After': retryAfter },
  });
}
