import 'server-only';
import type { Region } from '@/regions/build-region';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { getDb } from '@/server/db/client';
import type { NewsletterSource } from '@/server/db/schema';
import { hitRateLimit } from '@/server/auth/rate-limit';
import { clientIp, clientLimitSubject } from '@/server/http/client-address';
import { getMailer } from '@/server/mail/mailer';
import { newsletterCount, newsletterExport } from '@/server/newsletter/newsletter-export';
import { NEWSLETTER_RATE_LIMITS } from '@/server/newsletter/newsletter-rate-limits';
import {
  confirmNewsletterRequest,
  requestNewsletter,
  type NewsletterOutcome,
} from '@/server/newsletter/request-subscription';
import {
  findNewsletterToConfirm,
  findNewsletterToUnsubscribe,
  unsubscribeFromNewsletter,
} from '@/server/newsletter/subscriptions';

export { NEWSLETTER_SOURCES, type NewsletterSource } from '@/server/db/schema/newsletter';

/** A sign-up (double opt-in, rate-limited per address and client): the outcome, the same for every address. */
export async function signUpForNewsletter(
  region: Region,
  input: { email: string; source: NewsletterSource },
  requestHeaders: Pick<Headers, 'get'>,
): Promise<NewsletterOutcome> {
  return requestNewsletter(await getDb(), getMailer(), {
    site: region,
    ...input,
    clientSubject: clientLimitSubject(requestHeaders),
  });
}

/** The address a confirm link names (to ask about it), or null for an unknown, spent or expired link. */
export async function newsletterAddressToConfirm(region: Region, token: string): Promise<string | null> {
  if (!region.FEATURES.NEWSLETTER) return null;
  return (await findNewsletterToConfirm(await getDb(), region.id, token))?.email ?? null;
}

/** The confirm button: the new unsubscribe token, or null for a link that names nothing. */
export async function confirmNewsletterLink(region: Region, token: string): Promise<string | null> {
  return confirmNewsletterRequest(await getDb(), getMailer(), region, token);
}

/** The address an unsubscribe link names, or null. */
export async function newsletterAddressToUnsubscribe(region: Region, token: string): Promise<string | null> {
  if (!region.FEATURES.NEWSLETTER) return null;
  return (await findNewsletterToUnsubscribe(await getDb(), region.id, token))?.email ?? null;
}

/** The unsubscribe button: false for a link that names nothing. */
export async function unsubscribeNewsletterLink(region: Region, token: string): Promise<boolean> {
  return region.FEATURES.NEWSLETTER && unsubscribeFromNewsletter(await getDb(), region.id, token);
}

/**
 * RFC 8058 one-click unsubscribe from the welcome mail's List-Unsubscribe header: 200 also for an unknown token
 * (nothing to tell a client), 404 where the site has no newsletter, 429 once the client has posted too often.
 */
export async function oneClickNewsletterUnsubscribe(request: Request): Promise<Response> {
  const region = regionFromHeaders(request.headers);
  if (!region?.FEATURES.NEWSLETTER) return new Response(null, { status: 404 });
  const db = await getDb();
  const limit = await hitRateLimit(db, NEWSLETTER_RATE_LIMITS.unsubscribePerIp, clientIp(request.headers) ?? 'unknown');
  if (!limit.allowed)
    return new Response(null, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
  await unsubscribeFromNewsletter(db, region.id, new URL(request.url).searchParams.get('token') ?? '');
  return new Response(null, { status: 200 });
}

/** The operator's list for the signed-in viewer (server/newsletter/newsletter-export.ts). */
export async function loadNewsletterExport(region: Region, userId: string | null) {
  return newsletterExport(await getDb(), region, userId);
}

/** The size of the operator's list, for the same viewers (server/newsletter/newsletter-export.ts). */
export async function loadNewsletterCount(region: Region, userId: string | null) {
  return newsletterCount(await getDb(), region, userId);
}
