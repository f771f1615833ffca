import { AUTH_RATE_LIMITS, hitRateLimits } from '@/server/auth/rate-limit';
import { registerUser, validateRegistration } from '@/server/auth/registration';
import { RATE_LIMITED } from './constants';
import { readAuthBody, type AuthDeps } from './auth-handler';
import { clientIp, isSameOriginPost, regionFromHeaders, requestOrigin } from './request-context';

export type RegisterResponse =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; error: typeof RATE_LIMITED; retryMinutes: number };

/**
 * POST /api/auth/register: creates an account (applicant of this region) from JSON { email, password, name, terms }.
 * 201 { ok: true } — the page then signs in with the same password; 422 with field error codes; 429 when
 * the address or the IP made too many sign-ups. Rate limits count only well-formed attempts, so typos
 * caught by the form never use them up.
 */
export function createRegisterHandler(deps: Pick<AuthDeps, 'getDb' | 'env'>) {
  const env = deps.env ?? process.env;
  return async function handleRegister(request: Request): Promise<Response> {
    const region = regionFromHeaders(request.headers);
    if (!region) return Response.json({ error: 'unknown site' }, { status: 404 });
    if (!isSameOriginPost(request.headers, requestOrigin(request.headers, request.url))) {
      return Response.json({ error: 'cross-site request refused' }, { status: 403 });
    }
    const body = await readAuthBody(request);
    const input = { email: body.email ?? '', password: body.password ?? '', name: body.name ?? '', terms: body.terms ?? '' };
    const valid = validateRegistration(input);
    if (!valid.ok) return Response.json({ ok: false, fieldErrors: valid.fieldErrors } satisfies RegisterResponse, { status: 422 });

    const db = await deps.getDb();
    const limit = await hitRateLimits(db, [
      { rule: AUTH_RATE_LIMITS.signUpPerEmail, subject: valid.data.email },
      { rule: AUTH_RATE_LIMITS.signUpPerIp, subject: clientIp(request.headers, env) },
    ]);
    if (!limit.allowed) {
      const payload: RegisterResponse = { ok: false, error: RATE_LIMITED, retryMinutes: Math.ceil(limit.retryAfterSeconds / 60) };
      return Response.json(payload, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
    }
    const result = await registerUser(db, input, region.id);
    if (!result.ok) return Response.json({ ok: false, fieldErrors: result.fieldErrors } satisfies RegisterResponse, { status: 422 });
    return Response.json({ ok: true } satisfies RegisterResponse, { status: 201 });
  };
}
