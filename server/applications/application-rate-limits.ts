import type { Db } from '../db/client';
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';

/**
 * Applications mail the employer and a confirmation to an address nobody has confirmed: per client they
 * stop one sender from flooding employers, per applicant address they stop the form being used to mail a
 * stranger. A person applying to several jobs in an evening stays far below both. Windows of at most an
 * hour: the shared counter table is pruned after that.
 */
export const APPLICATION_RATE_LIMITS = {
  perIp: { name: 'application-ip', limit: 20, windowSeconds: 60 * 60 },
  perAddress: { name: 'application-email', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one application form sent by `client` (server/http/client-address.ts clientLimitSubject). */
export function admitApplicationFrom(db: Db, client: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimit(db, APPLICATION_RATE_LIMITS.perIp, client, now);
}

/** Counts one application about to be sent, with its confirmation, to `emailAddress`. */
export function admitApplicationTo(db: Db, emailAddress: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimit(db, APPLICATION_RATE_LIMITS.perAddress, emailAddress, now);
}
