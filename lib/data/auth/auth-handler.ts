import type { Db } from '@/server/db/client';
import type { Mailer } from '@/server/mail/mailer';
import {
  AUTH_RATE_LIMITS,
  hitPasswordLimits,
  hitRateLimit,
  hitRateLimits,
  type RateLimitResult,
  refundPasswordAttempt,
} from '@/server/auth/rate-limit';
import { normalizeEmail } from '@/server/auth/users';
import { serverRedirect } from '@/lib/routing/server-redirect';
import { buildAuthOptions, enabledProviders } from './auth-options';
import {
  AUTH_PAGES,
  EMAIL_PROVIDER,
  PASSWORD_PROVIDER,
  RATE_LIMITED,
  SESSION_INVALID_HEADER,
} from '@/lib/auth/constants';
import { CALLBACK_PARAM } from '@/lib/auth/dispatch';
import { logClientReport } from '@/lib/auth/log-text';
import { runNextAuth } from '@/lib/auth/next-auth-bridge';
import { siteOrigin } from '@/regions/site-origin';
import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import { clientLimitSubject } from '@/server/http/client-address';
import { backToLoginForm, isPlainFormPost, plainFormAnswer, withCsrfToken } from './plain-form';
import type { Env } from '@/regions/env';
import { isSocialProvider, socialLoginIds } from './social-sites';
import { withoutSessionCookie } from './social-sign-in';
import { socialSignUpLanding } from '@/lib/auth/sign-up-landing';

export type AuthDeps = { getDb: () => Promise<Db>; getMailer: () => Mailer; env?: Env };

const MAX_BODY_BYTES = 16 * 1024;

/** Form or JSON body as flat strings (what next-auth expects); oversized or malformed bodies are empty. */
export async function readAuthBody(request: Request): Promise<Record<string, string>> {
  const text = await request.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The limits a POST counts against (link requests, password attempts, social sign-ins), or null for other requests. */
function hitLimits(
  db: Db,
  action: string | undefined,
  provider: string | undefined,
  email: string | null,
  ip: string | null,
): Promise<RateLimitResult> | null {
  if (action === 'signin' && provider === EMAIL_PROVIDER) {
    return hitRateLimits(db, [
      { rule: AUTH_RATE_LIMITS.signInLinkPerEmail, subject: email },
      { rule: AUTH_RATE_LIMITS.signInLinkPerIp, subject: ip },
    ]);
  }
  if (action === 'callback' && provider === PASSWORD_PROVIDER) return hitPasswordLimits(db, { email, ip });
  if (action === 'signin' && isSocialProvider(provider))
    return hitRateLimits(db, [{ rule: AUTH_RATE_LIMITS.socialSignInPerIp, subject: ip }]);
  return null;
}

/** The sign-in page with an error and the flow's callback URL, as next-auth would name it. */
export function signInPageUrl(origin: string, params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return `${origin}${AUTH_PAGES.signIn}${s ? `?${s}` : ''}`;
}

/**
 * /api/auth/* for every site. Before next-auth sees a request:
 * - the region comes from the proxy's header; links and redirects name the site's configured origin;
 * - POSTs must come from this site (Origin check);
 * - a GET of the e-mail callback (a scanner, an old link) goes to the confirm page and uses nothing;
 * - an unknown provider, or a social one the site does not offer, goes to the sign-in page;
 * - a social provider's callback goes without the session cookie (social-sign-in.ts);
 * - link requests and password attempts are rate-limited per address and per IP, social sign-ins per IP (counters in
 *   the database);
 * - the sign-in forms posted without script (plain-form.ts) get next-auth's CSRF token here, and their
 *   failures go back to the form.
 */
export function createAuthHandler(deps: AuthDeps) {
  const env = deps.env ?? process.env;
  return async function handleAuth(request: Request): Promise<Response> {
    const region = regionFromHeaders(request.headers);
    if (!region) return Response.json({ error: 'unknown site' }, { status: 404 });
    const url = new URL(request.url);
    const segments = url.pathname.split('/').filter(Boolean).slice(2);
    const [action, provider] = segments;
    const method = request.method.toUpperCase();
    // Links (mails, redirects) name the site's configured origin; the request's Host only selected the site.
    const origin = siteOrigin(region, env);
    const query = Object.fromEntries(url.searchParams);
    const body = method === 'POST' ? await readAuthBody(request) : undefined;
    const answer = (location: string) =>
      body?.json === 'true' ? Response.json({ url: location }) : serverRedirect(location);

    if (method === 'POST' && !isSameOriginPost(request.headers, requestOrigin(request.headers, request.url))) {
      return Response.json({ error: 'cross-site request refused' }, { status: 403 });
    }

    if (action === '_log') {
      // Answered alike either way; over the per-IP limit the report is dropped, so nobody floods the log.
      if (method === 'POST' && body) {
        const limit = await hitRateLimit(
          await deps.getDb(),
          AUTH_RATE_LIMITS.clientLogPerIp,
          clientLimitSubject(request.headers, env),
        );
        if (limit.allowed) logClientReport(region.id, body);
      }
      return Response.json({});
    }

    if (action === 'callback' && provider === EMAIL_PROVIDER && method === 'GET') {
      return serverRedirect(`${origin}${AUTH_PAGES.confirm}${url.search}`);
    }

    if (
      (action === 'signin' || action === 'callback') &&
      provider &&
      !([...enabledProviders(env), ...socialLoginIds(region, env)] as string[]).includes(provider)
    ) {
      return answer(signInPageUrl(origin, { [CALLBACK_PARAM]: body?.callbackUrl ?? query.callbackUrl }));
    }

    const plain = body !== undefined && isPlainFormPost(action, provider, body);
    if (plain && !isSocialProvider(provider) && !body.email?.trim()) {
      return backToLoginForm(origin, provider, body, { fieldErrors: { email: 'emailRequired' } });
    }

    const db = await deps.getDb();
    const email = body?.email ? normalizeEmail(body.email) : null;
    const ip = clientLimitSubject(request.headers, env);
    const limited = method === 'POST' ? hitLimits(db, action, provider, email, ip) : null;
    if (limited) {
      const result = await limited;
      if (!result.allowed) {
        const retry = String(Math.ceil(result.retryAfterSeconds / 60));
        const refused = plain
          ? backToLoginForm(origin, provider, body, { error: { error: RATE_LIMITED, retry } })
          : answer(signInPageUrl(origin, { error: RATE_LIMITED, retry, [CALLBACK_PARAM]: body?.callbackUrl }));
        refused.headers.set('Retry-After', String(result.retryAfterSeconds));
        return refused;
      }
    }

    let createdUser = false;
    const onUserCreated = () => (createdUser = true);
    const options = buildAuthOptions({ region, origin, db, mailer: deps.getMailer(), onUserCreated }, env);
    // A social callback never links the provider to whoever is signed in: only the verified address links.
    const headers =
      action === 'callback' && isSocialProvider(provider) ? withoutSessionCookie(request.headers) : request.headers;
    const parsed = { method, segments, query, body, origin, headers };
    const response = await runNextAuth(plain ? await withCsrfToken(parsed, options) : parsed, options);
    if (limited && email && provider === PASSWORD_PROVIDER && startsSession(response))
      await refundPasswordAttempt(db, { email, ip });
    if (createdUser) markSocialSignUp(response, origin);
    if (plain) return plainFormAnswer(response, origin, provider, body);
    if (method === 'GET' && action === 'session' && clearsSessionCookie(request, response))
      response.headers.set(SESSION_INVALID_HEADER, '1');
    return response;
  };
}

/** A first social sign-in created the account: the page it lands on gets the sign-up marker (sign-up-landing.ts). */
function markSocialSignUp(response: Response, origin: string): void {
  const location = response.headers.get('location');
  if (location) response.headers.set('location', `${origin}${socialSignUpLanding(location, origin)}`);
}

/** A sign-in that worked: next-auth sets the session cookie (a refusal sets none). */
function startsSession(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((c) => /^(__Secure-)?next-auth\.session-token(\.\d+)?=[^;]/.test(c) && !/max-age=0/i.test(c));
}

/**
 * next-auth answers an unreadable session JWT by deleting its cookie; docs/product.md §4 wants the page to go to /
 * then.
 */
function clearsSessionCookie(request: Request, response: Response): boolean {
  const isSessionCookie = (name: string) => /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(name);
  const sent = (request.headers.get('cookie') ?? '').split(';').some((c) => isSessionCookie(c.split('=')[0].trim()));
  return sent && response.headers.getSetCookie().some((c) => isSessionCookie(c.split('=')[0]) && /max-age=0/i.test(c));
}
