import 'server-only';
import { after } from 'next/server';
import type { z } from 'zod';
import { getDb } from '@/server/db/client';
import { hitRateLimit, type RateLimitRule } from '@/server/auth/rate-limit';
import { grantsPurpose, type ConsentPurpose, type ConsentRecord } from '@/server/analytics/consent-rules';
import { consentSettingsOf } from '@/server/analytics/consent-proof';
import { clientLimitSubject } from '@/server/http/client-address';
import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import type { Region } from '@/regions/build-region';
import messages from '@/messages/de.json';

/** An event is a few hundred bytes; more is no event of ours. */
const MAX_BODY_BYTES = 16 * 1024;

type Admitted<T> = { ok: true; region: Region; data: T } | { ok: false; response: Response };

const refuse = (status: number, error: string, headers?: Record<string, string>): Admitted<never> => ({
  ok: false,
  response: Response.json({ ok: false, error }, { status, headers }),
});

/** The body as text, or null when it is longer than the bound (also without a Content-Length). */
async function boundedText(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES || !request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The checks every analytics endpoint makes before it sends anything on (docs/security.md "Consent and
 * analytics"): a site, a post from its own pages, JSON within 16 KB, the zod shape, the feature on for the
 * site, the purpose granted by the consent proof the request carries, and the client's hourly allowance.
 * Each refusal is answered with a German message and nothing is sent.
 */
export async function admitTrackingRequest<T extends { consent: ConsentRecord }>(
  request: Request,
  rules: {
    schema: z.ZodType<T>;
    purpose: ConsentPurpose;
    rateLimit: RateLimitRule;
    available: (region: Region) => boolean;
  },
): Promise<Admitted<T>> {
  const errors = messages.analytics.errors;
  const region = regionFromHeaders(request.headers);
  if (!region) return refuse(404, errors.notAvailable);
  if (!isSameOriginPost(request.headers, requestOrigin(request.headers, request.url)))
    return refuse(403, errors.crossSite);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json'))
    return refuse(415, errors.invalid);
  const text = await boundedText(request);
  if (text === null) return refuse(413, errors.invalid);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, errors.invalid);
  }
  const parsed = rules.schema.safeParse(json);
  if (!parsed.success) return refuse(400, errors.invalid);
  if (!rules.available(region)) return refuse(404, errors.notAvailable);
  if (!grantsPurpose(parsed.data.consent, rules.purpose, consentSettingsOf(region), Date.now()))
    return refuse(403, errors.noConsent);
  const limit = await hitRateLimit(await getDb(), rules.rateLimit, clientLimitSubject(request.headers));
  if (!limit.allowed) return refuse(429, errors.rateLimited, { 'Retry-After': String(limit.retryAfterSeconds) });
  return { ok: true, region, data: parsed.data };
}

/**
 * Runs the sending once the answer is out (next/server after()): the browser never waits for Google or the
 * conversion API. Outside a request scope (a route called by a test) it runs at once; the promise is for them.
 */
export function afterResponse(task: () => Promise<unknown>): Promise<unknown> {
  try {
    after(task);
    return Promise.resolve();
  } catch {
    return task();
  }
}
