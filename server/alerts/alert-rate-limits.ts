import type { RateLimitRule } from '../auth/rate-limit';

/** Alert sign-ups send a mail each: limited per address and per IP like sign-in links. */
export const ALERT_RATE_LIMITS = {
  perEmail: { name: 'job-alert-email', limit: 5, windowSeconds: 60 * 60 },
  perIp: { name: 'job-alert-ip', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
