import type { Db } from '../db/client';
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';

/**
 * Recording a consent is a write of a signed-in account (anonymous callers are refused): 60 an hour per account,
 * counted per operation, so aliases and batches count each. The modal records one per text shown, so a person
 * stays far below it; per account rather than per client address, so an office or a mobile network behind one
 * address is not limited by its neighbours (docs/security.md).
 */
export const CONSENT_PER_ACCOUNT: RateLimitRule = { name: 'consent-account', limit: 60, windowSeconds: 60 * 60 };

export function hitConsentLimit(db: Db, userId: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimit(db, CONSENT_PER_ACCOUNT, userId, now);
}
