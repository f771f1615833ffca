import { hitRateLimits, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';

/**
 * Saving alerts is bounded in total (MAX_RESUME_ALERTS) and in pace: a recruiter refining a search saves a
 * few in an hour; a script saving and deleting in a loop is stopped.
 */
export const RESUME_ALERT_RATE_LIMITS = {
  perUser: { name: 'resume-alert-user', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one alert about to be saved by `userId`. */
export function admitResumeAlert(db: Db, userId: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimits(db, [{ rule: RESUME_ALERT_RATE_LIMITS.perUser, subject: userId }], now);
}
