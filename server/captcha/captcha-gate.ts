import { getAuthSecret } from '../auth/auth-secret';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { CAPTCHA_TTL_SECONDS, type CaptchaChallenge, issueChallenge, verifyChallenge } from './proof-of-work';

/** The form fields the challenge and its solution travel in (components/captcha/captcha-field.tsx). */
export const CAPTCHA_FIELDS = { token: 'captcha', solution: 'captchaSolution' } as const;

type CaptchaSite = { id: string; FEATURES: { CAPTCHA: boolean } };

/**
 * A challenge is used once: its nonce is counted in the rate-limit table (one hit allowed, for as long as the
 * challenge lives), so a solved challenge sent again — by a bot or a second tab — is refused, on every instance.
 */
const USED_CHALLENGE: RateLimitRule = { name: 'captcha-used', limit: 1, windowSeconds: CAPTCHA_TTL_SECONDS };

/** A fresh challenge for a form of `site`, or null when its CAPTCHA flag is off. */
export function captchaChallengeFor(site: CaptchaSite, secret = getAuthSecret()): CaptchaChallenge | null {
  return site.FEATURES.CAPTCHA ? issueChallenge(site.id, secret) : null;
}

export type CaptchaRefusal =
  'missing' | 'malformed' | 'forged' | 'wrong-site' | 'expired' | 'unsolved' | 'too-early' | 'replayed';

/**
 * The captcha of an anonymous write of `site`: null when it passes (or the site's flag is off), else why not.
 * A passing challenge is spent at once.
 */
export async function checkCaptcha(
  db: Db,
  site: CaptchaSite,
  fields: Record<string, string | undefined>,
  options: { secret?: string; now?: Date } = {},
): Promise<CaptchaRefusal | null> {
  if (!site.FEATURES.CAPTCHA) return null;
  const now = options.now ?? new Date();
  const verdict = verifyChallenge(
    { token: fields[CAPTCHA_FIELDS.token], solution: fields[CAPTCHA_FIELDS.solution], siteId: site.id },
    options.secret ?? getAuthSecret(),
    now,
  );
  if (!verdict.ok) return verdict.reason;
  const first = await hitRateLimit(db, USED_CHALLENGE, verdict.nonce, now);
  return first.allowed ? null : 'replayed';
}
