import type { RateLimitRule } from '../auth/rate-limit';

/** Alert sign-ups send a mail each: limited per address and per IP like sign-in links. */
export const ALERT_RATE_LIMITS = {
  perEmail: { name: 'job-alert-email', limit: 5, windowSeconds: 60 * 60 },
  perIp: { name: 'job-alert-ip', limit: 20, windowSeconds: 60 * 60 },
  /**
   * One-click unsubscribes (job and resume alerts) per client address: generous, since a mail provider's
   * servers post for many people, but an anonymous write path all the same.
   */
  unsubscribePerIp: { name: 'alert-unsubscribe-ip', limit: 300, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
