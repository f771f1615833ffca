import type { Db } from '../db/client';
import { UNKNOWN_CLIENT } from '../http/client-address';
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';

/**
 * uploadFile takes up to 50 MB per call from anyone (docs/product.md §5): per client (IP address) for anonymous
 * callers, per account for signed-in ones, so nobody can fill the disk. Windows of an hour: the shared counter
 * table is pruned after that.
 */
export const UPLOAD_RATE_LIMITS = {
  anonymousPerIp: { name: 'upload-ip', limit: 20, windowSeconds: 60 * 60 },
  perUser: { name: 'upload-user', limit: 100, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one upload of `caller` and says whether it is within the limits. */
export function admitUpload(
  db: Db,
  caller: { userId: string | null; ip: string | null },
  now = new Date(),
): Promise<RateLimitResult> {
  return caller.userId
    ? hitRateLimit(db, UPLOAD_RATE_LIMITS.perUser, caller.userId, now)
    : hitRateLimit(db, UPLOAD_RATE_LIMITS.anonymousPerIp, caller.ip ?? UNKNOWN_CLIENT, now);
}
