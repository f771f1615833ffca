import 'server-only';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { ALERT_RATE_LIMITS } from '@/server/alerts/alert-rate-limits';
import { unsubscribeJobAlert } from '@/server/alerts/job-alerts';
import { hitRateLimit } from '@/server/auth/rate-limit';
import { getDb } from '@/server/db/client';
import { clientIp } from '@/server/http/client-address';
import { unsubscribeResumeAlert } from '@/server/resume-alerts/resume-alerts';

const UNSUBSCRIBE = { job: unsubscribeJobAlert, resume: unsubscribeResumeAlert };

/**
 * RFC 8058 one-click unsubscribe: mail clients POST the token of the alert mail's List-Unsubscribe header.
 * 200 also for an unknown token (nothing to tell a client); 429 once the client's address has posted too
 * often this hour.
 */
export async function oneClickUnsubscribe(request: Request, kind: keyof typeof UNSUBSCRIBE): Promise<Response> {
  const db = await getDb();
  const ip = clientIp(request.headers) ?? 'unknown';
  const limit = await hitRateLimit(db, ALERT_RATE_LIMITS.unsubscribePerIp, ip);
  if (!limit.allowed)
    return new Response(null, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
  const region = regionFromHeaders(request.headers);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (region) await UNSUBSCRIBE[kind](db, region.id, token);
  return new Response(null, { status: 200 });
}
