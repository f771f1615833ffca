import { hitRateLimits, type RateLimitResult, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';

/**
 * The pace of the Merkliste's calls. Saving is a signed-in write: a person clicks a few dozen times an hour,
 * a script saving and removing in a loop is stopped. The public lookup of a browser's list (bookmarkedJobs)
 * is reachable anonymously: one per visit of the Merkliste, counted per client address (per account when
 * signed in).
 */
export const BOOKMARK_RATE_LIMITS = {
  savesPerUser: { name: 'bookmark-save-user', limit: 300, windowSeconds: 60 * 60 },
  mergesPerUser: { name: 'bookmark-merge-user', limit: 30, windowSeconds: 60 * 60 },
  lookupsPerClient: { name: 'bookmark-lookup-client', limit: 120, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type BookmarkPace = keyof typeof BOOKMARK_RATE_LIMITS;

/** Counts one call of `pace` for `subject` (a user id or a client address; none: not counted). */
export function admitBookmarkCall(
  db: Db,
  pace: BookmarkPace,
  subject: string | null,
  now = new Date(),
): Promise<RateLimitResult> {
  return hitRateLimits(db, [{ rule: BOOKMARK_RATE_LIMITS[pace], subject }], now);
}
