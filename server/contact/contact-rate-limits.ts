import type { Db } from '../db/client';
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';

/**
 * The contact form mails the site's team and, if asked, the sender's address (docs/security.md): per client it
 * stops one sender from flooding the team, per address it stops the form being used to mail a stranger. A
 * person with a follow-up question stays far below both. The per-client figure leaves room for many people behind
 * one address (a carrier NAT, a job centre), as the sign-up's does (docs/security.md "Sign-up limits"). Windows of
 * at most an hour: the shared counter table is pruned after that.
 */
export const CONTACT_RATE_LIMITS = {
  perIp: { name: 'contact-ip', limit: 30, windowSeconds: 60 * 60 },
  perAddress: { name: 'contact-email', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one contact form sent by `client` (server/http/client-address.ts clientLimitSubject). */
export function admitContactFrom(db: Db, client: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimit(db, CONTACT_RATE_LIMITS.perIp, client, now);
}

/** Counts one message about to be stored for sending from (and perhaps a copy to) `email`. */
export function admitContactAddress(db: Db, email: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimit(db, CONTACT_RATE_LIMITS.perAddress, email, now);
}
