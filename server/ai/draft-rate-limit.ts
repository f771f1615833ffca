import { hitRateLimit, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';

/**
 * Drafts per user and hour: a recruiter writing a few ads tries a few drafts each; a script calling the paid
 * model in a loop is stopped after 20.
 */
export const AI_DRAFT_RATE_LIMIT = {
  name: 'ai-draft-user',
  limit: 20,
  windowSeconds: 60 * 60,
} as const satisfies RateLimitRule;

/** Counts one draft of `userId` and says whether it is within the limit. */
export function admitDraft(db: Db, userId: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimit(db, AI_DRAFT_RATE_LIMIT, userId, now);
}
