import { hitRateLimits, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';

/**
 * Each request mails a person who did not ask for it, so sending them is limited per recruiter and per
 * organization (a team cannot multiply the limit). A recruiter working through a search in an afternoon stays
 * below both; slots bound the total anyway. Windows of at most an hour: the counter table is pruned after that.
 */
export const CONTACT_RATE_LIMITS = {
  perRecruiter: { name: 'resume-contact-user', limit: 20, windowSeconds: 60 * 60 },
  perOrganization: { name: 'resume-contact-org', limit: 50, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one contact request about to be sent by `userId` for `organizationId`. */
export function admitContactRequest(
  db: Db,
  { userId, organizationId }: { userId: string; organizationId: string },
  now = new Date(),
): Promise<RateLimitResult> {
  return hitRateLimits(
    db,
    [
      { rule: CONTACT_RATE_LIMITS.perRecruiter, subject: userId },
      { rule: CONTACT_RATE_LIMITS.perOrganization, subject: organizationId },
    ],
    now,
  );
}
