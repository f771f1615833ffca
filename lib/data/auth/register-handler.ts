import { AUTH_RATE_LIMITS, hitRateLimits } from '@/server/auth/rate-limit';
import { requestRegistration, validateRegistration } from '@/server/auth/registration';
import { AUTH_PAGES, RATE_LIMITED } from '@/lib/auth/constants';
import { formFlashCookie, type FormFlashInput } from '@/lib/auth/form-flash';
import { serverRedirect } from '@/lib/routing/server-redirect';
import { readAuthBody, type AuthDeps } from './auth-handler';
import { CALLBACK_PARAM, safeSitePath } from '@/lib/auth/dispatch';
import { sendRegistrationMail } from './registration-mail';
import { siteOrigin } from '@/regions/site-origin';
import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import { clientLimitSubject } from '@/server/http/client-address';
import { checkCaptcha } from '@/server/captcha/captcha-gate';
import { isReadOnly, READ_ONLY_ANCHOR, readOnlyRouteAnswer } from '@/server/maintenance/read-only';

export type RegisterResponse =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; error: typeof RATE_LIMITED; retryMinutes: number }
  | { ok: false; error: 'Captcha' }
  /** The site is read-only (server/maintenance/read-only.ts answers before this handler). */
  | { ok: false; code: 'READ_ONLY'; error: string };

/**
 * POST /api/auth/register: starts a sign-up (applicant of this region) from JSON { email, password, name,
 * terms, callbackUrl } (or the same as form fields with json=true). 202 { ok: true } and one mail, whether the address is free (a link that creates the
 * account) or taken (a notice to its owner): the answer never tells which (security review). 422 with field
 * error codes; 429 when the address or the IP made too many sign-ups. Rate limits count only well-formed
 * attempts, so typos caught by the form never use them up.
 *
 * The form posted without script (urlencoded) gets the same checks and answers as a redirect to
 * the sign-up page instead: the field errors, the rate limit or "check your inbox" there, and what was typed
 * (never the password) in a short-lived cookie (lib/auth/form-flash.ts).
 */
export function createRegisterHandler(deps: Pick<AuthDeps, 'getDb' | 'getMailer' | 'env'>) {
  const env = deps.env ?? process.env;
  return async function handleRegister(request: Request): Promise<Response> {
    const region = regionFromHeaders(request.headers);
    if (!region) return Response.json({ error: 'unknown site' }, { status: 404 });
    if (!isSameOriginPost(request.headers, requestOrigin(request.headers, request.url))) {
      return Response.json({ error: 'cross-site request refused' }, { status: 403 });
    }
    const body = await readAuthBody(request);
    const input = {
      email: body.email ?? '',
      password: body.password ?? '',
      name: body.name ?? '',
      terms: body.terms ?? '',
    };
    // The form's script posts JSON; a form field json=true asks for JSON too, as on next-auth's endpoints.
    const json = (request.headers.get('content-type') ?? '').includes('application/json') || body.json === 'true';
    const plain = !json;
    // Mailed links and redirects name the site's configured origin, never the request's Host.
    const origin = siteOrigin(region, env);
    const callbackPath = safeSitePath(body[CALLBACK_PARAM], origin) ?? '/';
    const backToForm = (flash: Omit<FormFlashInput, 'form'>, query: Record<string, string> = {}) => {
      const q = new URLSearchParams(query);
      if (callbackPath !== '/') q.set(CALLBACK_PARAM, callbackPath);
      const response = serverRedirect(`${origin}${AUTH_PAGES.register}${q.size ? `?${q}` : ''}`);
      const typed = { name: input.name.slice(0, 200), email: input.email.slice(0, 254), terms: input.terms === 'true' };
      const cookie = formFlashCookie({ form: 'register', ...typed, ...flash }, origin.startsWith('https:'));
      response.headers.append('Set-Cookie', cookie);
      return response;
    };
    // docs/product-decisions.md "Read-only mode": refused before anything is counted or stored; the form sent
    // without script comes back with what was typed (the flash cookie is no write), to the maintenance notice.
    if (isReadOnly(region)) {
      if (!plain) return readOnlyRouteAnswer(request);
      const refused = backToForm({}, { error: 'ReadOnly' });
      refused.headers.set('Location', `${refused.headers.get('Location')}#${READ_ONLY_ANCHOR}`);
      return refused;
    }
    const refuseFields = (fieldErrors: Record<string, string>) =>
      plain
        ? backToForm({ fieldErrors })
        : Response.json({ ok: false, fieldErrors } satisfies RegisterResponse, { status: 422 });
    const valid = validateRegistration(input, region.id);
    if (!valid.ok) return refuseFields(valid.fieldErrors);

    const db = await deps.getDb();
    // docs/product-decisions.md "Captcha": checked once the input is valid, so a typo never spends a challenge.
    if (await checkCaptcha(db, region, body)) {
      if (plain) return backToForm({}, { error: 'Captcha' });
      return Response.json({ ok: false, error: 'Captcha' } satisfies RegisterResponse, { status: 422 });
    }
    const limit = await hitRateLimits(db, [
      { rule: AUTH_RATE_LIMITS.signUpPerEmail, subject: valid.data.email },
      { rule: AUTH_RATE_LIMITS.signUpPerIp, subject: clientLimitSubject(request.headers, env) },
    ]);
    if (!limit.allowed) {
      const retryMinutes = Math.ceil(limit.retryAfterSeconds / 60);
      if (plain) {
        const refused = backToForm({}, { error: RATE_LIMITED, retry: String(retryMinutes) });
        refused.headers.set('Retry-After', String(limit.retryAfterSeconds));
        return refused;
      }
      const payload: RegisterResponse = {
        ok: false,
        error: RATE_LIMITED,
        retryMinutes,
      };
      return Response.json(payload, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
    }
    const result = await requestRegistration(db, input, region.id);
    if (!result.ok) return refuseFields(result.fieldErrors);
    await sendRegistrationMail(
      { region, origin, db, mailer: deps.getMailer() },
      { email: result.email, taken: result.taken, callbackPath },
    );
    // The same answer whether the address was free or taken (security review).
    if (plain) return backToForm({ sent: true, name: '', terms: false, email: result.email });
    return Response.json({ ok: true } satisfies RegisterResponse, { status: 202 });
  };
}
