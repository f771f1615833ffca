import type { AuthOptions } from 'next-auth';
import { runNextAuth, type ParsedAuthRequest } from '@/lib/auth/next-auth-bridge';
import { AUTH_PAGES, EMAIL_PROVIDER, PASSWORD_PROVIDER } from '@/lib/auth/constants';
import { CALLBACK_PARAM, safeSitePath } from '@/lib/auth/dispatch';
import { formFlashCookie, type FormFlashInput } from '@/lib/auth/form-flash';
import { serverRedirect } from '@/lib/routing/server-redirect';
import { isSocialProvider } from './social-sites';

/**
 * The sign-in forms work as plain HTML forms too (without script). A browser then posts the form as it
 * is: no `json=true` and no next-auth CSRF token (the forms' script fetches one from /api/auth/csrf). The social
 * sign-in buttons are such forms always (no script at all).
 */
export function isPlainFormPost(
  action: string | undefined,
  provider: string | undefined,
  body: Record<string, string>,
) {
  const signInPost =
    (action === 'signin' && (provider === EMAIL_PROVIDER || isSocialProvider(provider))) ||
    (action === 'callback' && provider === PASSWORD_PROVIDER);
  return signInPost && body.json !== 'true' && !body.csrfToken;
}

/**
 * The plain form's request with a fresh next-auth CSRF token pair (body field and cookie), minted by
 * next-auth itself. Why this is safe, and the robust choice: the handler has already refused every POST
 * that a browser marks as cross-site (isSameOriginPost: Sec-Fetch-Site and Origin, headers no page can
 * forge), which is the CSRF defence for these forms. A token rendered into the form could not work here:
 * next-auth checks it against its own cookie (double submit), which a prerendered page, served alike to
 * everyone, can neither set nor know, so a first visit without cookies would always fail.
 */
export async function withCsrfToken(request: ParsedAuthRequest, options: AuthOptions): Promise<ParsedAuthRequest> {
  const csrf = await runNextAuth({ ...request, method: 'GET', segments: ['csrf'], body: undefined }, options);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const pair = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => /^(__Host-)?next-auth\.csrf-token=/.test(cookie));
  // No new cookie: the browser's own is valid (any earlier /api/auth answer sets one), and the token is its.
  if (!pair) return { ...request, body: { ...request.body, csrfToken } };
  const headers = new Headers(request.headers);
  // next-auth reads the first cookie of a name: the fresh pair goes before whatever the browser sent.
  headers.set('cookie', [pair, request.headers.get('cookie')].filter(Boolean).join('; '));
  return { ...request, headers, body: { ...request.body, csrfToken } };
}

/** Where the form is: the login page with the flow's callback and, after a failure, its error code. */
function loginPage(origin: string, body: Record<string, string>, error: Record<string, string> = {}): string {
  const q = new URLSearchParams(error);
  const callback = safeSitePath(body[CALLBACK_PARAM], origin);
  if (callback) q.set(CALLBACK_PARAM, callback);
  const s = q.toString();
  return `${origin}${AUTH_PAGES.signIn}${s ? `?${s}` : ''}`;
}

/** Back to the form with what was typed (never the password) and the problem. */
export function backToLoginForm(
  origin: string,
  provider: string | undefined,
  body: Record<string, string>,
  problem: { error?: Record<string, string>; fieldErrors?: FormFlashInput['fieldErrors'] },
): Response {
  const response = serverRedirect(loginPage(origin, body, problem.error));
  const flash: FormFlashInput = {
    form: provider === EMAIL_PROVIDER ? 'link' : 'password',
    email: (body.email ?? '').slice(0, 254),
    fieldErrors: problem.fieldErrors,
  };
  response.headers.append('Set-Cookie', formFlashCookie(flash, origin.startsWith('https:')));
  return response;
}

/**
 * next-auth's answer to a plain form post, for the browser: success goes on as next-auth says (the callback
 * page with the session cookie, or via its verify-request route to the check-your-mail page); a failure,
 * which next-auth sends to its error route, goes back to the form with its German message instead.
 */
export function plainFormAnswer(
  response: Response,
  origin: string,
  provider: string | undefined,
  body: Record<string, string>,
): Response {
  const location = response.headers.get('location');
  if (!location) return response;
  const target = new URL(location, origin);
  const error = target.searchParams.get('error');
  // next-auth sends a refused CSRF token to its sign-in route without an error code.
  if (!error && target.pathname !== '/api/auth/signin') return response;
  return backToLoginForm(origin, provider, body, { error: { error: error ?? 'Default' } });
}
