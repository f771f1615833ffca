import { AUTH_RATE_LIMITS, hitRateLimits } from '@/server/auth/rate-limit';
import { requestRegistration, validateRegistration } from '@/server/auth/registration';
import { RATE_LIMITED } from '@/lib/auth/constants';
import { readAuthBody, type AuthDeps } from './auth-handler';
import { CALLBACK_PARAM, safeSitePath } from '@/lib/auth/dispatch';
import { sendRegistrationMail } from './registration-mail';
import { siteOrigin } from '@/regions/site-origin';
import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import { clientLimitSubject } from '@/server/http/client-address';

export type RegisterResponse =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; error: typeof RATE_LIMITED; retryMinutes: number };

/**
 * POST /api/auth/register: starts a sign-up (applicant of this region) from JSON { email, password, name,
 * terms, callbackUrl }. 202 { ok: true } and one mail, whether the address is free (a link that creates the
 * account) or taken (a notice to its owner): the answer never tells which (issue 10 item 12). 422 with field
 * error codes; 429 when the address or the IP made too many sign-ups. Rate limits count only well-formed
 * attempts, so typos caught by the form never use them up.
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
    const valid = validateRegistration(input);
    if (!valid.ok)
      return Response.json({ ok: false, fieldErrors: valid.fieldErrors } satisfies RegisterResponse, { status: 422 });

    const db = await deps.getDb();
    const limit = await hitRateLimits(db, [
      { rule: AUTH_RATE_LIMITS.signUpPerEmail, subject: valid.data.email },
      { rule: AUTH_RATE_LIMITS.signUpPerIp, subject: clientLimitSubject(request.headers, env) },
    ]);
    if (!limit.allowed) {
      const payload: RegisterResponse = {
        ok: false,
        error: RATE_LIMITED,
        retryMinutes: Math.ceil(limit.retryAfterSeconds / 60),
      };
      return Response.json(payload, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
    }
    const result = await requestRegistration(db, input, region.id);
    if (!result.ok)
      return Response.json({ ok: false, fieldErrors: result.fieldErrors } satisfies RegisterResponse, { status: 422 });
    // Mailed links name the site's configured origin, never the request's Host.
    const origin = siteOrigin(region, env);
    const callbackPath = safeSitePath(body[CALLBACK_PARAM], origin) ?? '/';
    await sendRegistrationMail(
      { region, origin, db, mailer: deps.getMailer() },
      { email: result.email, taken: result.taken, callbackPath },
    );
    return Response.json({ ok: true } satisfies RegisterResponse, { status: 202 });
  };
}
