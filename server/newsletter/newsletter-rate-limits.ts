import type { RateLimitRule } from '../auth/rate-limit';

/**
 * A sign-up mails a stranger's address: limited per address (a few retries for a lost mail) and per client (many
 * people behind one address, as the job alert's). The one-click unsubscribes of mail providers share one generous
 * allowance per client.
 */
export const NEWSLETTER_RATE_LIMITS = {
  perEmail: { name: 'newsletter-email', limit: 3, windowSeconds: 60 * 60 },
  perIp: { name: 'newsletter-ip', limit: 20, windowSeconds: 60 * 60 },
  unsubscribePerIp: { name: 'newsletter-unsubscribe-ip', limit: 300, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
