import type { Db } from '../db/client';
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';

/**
 * Recording a consent is a write: 60 an hour per client address (server/http/client-address.ts), counted per
 * operation, so aliases and batches count each. The modal records one per text shown, so a whole office
 * behind one address stays far below it (docs/security.md).
 */
export const CONSENT_PER_CLIENT: RateLimitRule = { name: 'consent-client', limit: 60, windowSeconds: 60 * 60 };

export function hitConsentLimit(db: Db, client: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimit(db, CONSENT_PER_CLIENT, client, now);
}
