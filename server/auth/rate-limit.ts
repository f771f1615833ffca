import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authRateLimits } from '../db/schema';

/** One limit: at most `limit` hits per subject in a fixed window of `windowSeconds`. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * The sign-in and sign-up limits, per e-mail address and per IP address. Per address they protect one
 * account (and one inbox) from guessing and mail bombing; per IP they slow down one client trying many
 * addresses. Generous enough that a person who mistypes a few times never meets them. Password attempts
 * lock per address *and* IP (see hitPasswordLimits), under a much higher ceiling per address.
 */
export const AUTH_RATE_LIMITS = {
  signInLinkPerEmail: { name: 'signin-link-email', limit: 5, windowSeconds: 15 * 60 },
  signInLinkPerIp: { name: 'signin-link-ip', limit: 20, windowSeconds: 15 * 60 },
  passwordPerEmailAndIp: { name: 'password-email-ip', limit: 10, windowSeconds: 15 * 60 },
  passwordPerEmail: { name: 'password-email-ceiling', limit: 100, windowSeconds: 15 * 60 },
  passwordPerIp: { name: 'password-ip', limit: 50, windowSeconds: 15 * 60 },
  signUpPerEmail: { name: 'signup-email', limit: 5, windowSeconds: 60 * 60 },
  /**
   * Per client IP: a sign-up mails an address (no account before the link is used), so this stops mass mailing,
   * while a mobile network's shared address (carrier NAT) or a job centre's workshop signs up many real people in
   * an hour (docs/security.md "Sign-up limits").
   */
  signUpPerIp: { name: 'signup-ip', limit: 30, windowSeconds: 60 * 60 },
  /**
   * An employer's sign-up creates an organization once confirmed: fewer per hour than a job seeker's, and
   * per day per IP, so one client cannot fill a site with companies (docs/security.md "Company sign-up").
   */
  companySignUpPerEmail: { name: 'company-signup-email', limit: 3, windowSeconds: 60 * 60 },
  companySignUpPerIp: { name: 'company-signup-ip', limit: 10, windowSeconds: 24 * 60 * 60 },
  /** A signed-in job seeker adding an organization to the account ("Als Arbeitgeber fortfahren"). */
  companyAddPerUser: { name: 'company-add-user', limit: 3, windowSeconds: 24 * 60 * 60 },
  /**
   * Starting a LinkedIn, Google or Facebook sign-in (the button's POST), per client IP: as many as password
   * attempts, so a shared address signs in freely while a script cannot churn through provider accounts.
   */
  socialSignInPerIp: { name: 'social-signin-ip', limit: 50, windowSeconds: 15 * 60 },
  /** The session client's error reports (POST /api/auth/_log): a browser sends a few, a flood is dropped. */
  clientLogPerIp: { name: 'client-log-ip', limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** Subjects are stored only as hashes: the table never holds e-mail or IP addresses. */
function counterKey(rule: RateLimitRule, subject: string): string {
  const digest = createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url');
  return `${rule.name}:${digest}`;
}

/**
 * Counts one hit and says whether it is within the limit. One atomic upsert, so several app instances
 * sharing the database never lose a count; a window that has run out starts again at 1.
 */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const key = counterKey(rule, subject);
  const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const nowIso = now.toISOString();
  const expired = sql`${authRateLimits.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(authRateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: authRateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${authRateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${authRateLimits.windowStart} end`,
      },
    })
    .returning({ hits: authRateLimits.hits, windowStart: authRateLimits.windowStart });
  const endsAt = row.windowStart.getTime() + rule.windowSeconds * 1000;
  return {
    allowed: row.hits <= rule.limit,
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/**
 * Checks several limits at once (e.g. per address and per IP); refused if any one is exceeded. Every
 * counter is hit, so a client that is refused by one limit still uses up the others.
 */
export async function hitRateLimits(
  db: Db,
  checks: Array<{ rule: RateLimitRule; subject: string | null | undefined }>,
  now = new Date(),
): Promise<RateLimitResult> {
  const results = await Promise.all(
    checks.filter((c) => c.subject).map((c) => hitRateLimit(db, c.rule, c.subject!, now)),
  );
  const refused = results.filter((r) => !r.allowed);
  // Now and then, clean up, relative to the same `now`: a caller replaying another time (a test)
  // must not see its live counters pruned by the real clock.
  if (Math.random() < 0.01) void pruneRateLimits(db, now).catch(() => undefined);
  if (refused.length === 0)
    return { allowed: true, hits: Math.max(0, ...results.map((r) => r.hits)), retryAfterSeconds: 0 };
  return {
    allowed: false,
    hits: Math.max(...refused.map((r) => r.hits)),
    retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)),
  };
}

/**
 * Counts one password attempt of `ip` (the per-IP subject, null when unknown) on `email`. The low limit
 * locks the pair, so someone guessing from one network cannot lock out the owner signing in from another;
 * the per-IP limit bounds one client trying many addresses; the high per-address ceiling bounds guessing
 * spread over many networks. Attempts refused for the pair or the IP do not count towards the ceiling, so
 * one client can never use it up. Clients whose IP is unknown share one pair per address.
 */
export async function hitPasswordLimits(
  db: Db,
  attempt: { email: string | null; ip: string | null },
  now = new Date(),
): Promise<RateLimitResult> {
  const { email, ip } = attempt;
  const client = await hitRateLimits(
    db,
    [
      { rule: AUTH_RATE_LIMITS.passwordPerEmailAndIp, subject: email && `${email} ${ip ?? 'unknown'}` },
      { rule: AUTH_RATE_LIMITS.passwordPerIp, subject: ip },
    ],
    now,
  );
  if (!client.allowed) return client;
  return hitRateLimits(db, [{ rule: AUTH_RATE_LIMITS.passwordPerEmail, subject: email }], now);
}

/**
 * Takes back the count of a password attempt that signed in: the limits bound guessing, and a shared network
 * (an office, a library, a job centre) must not lock itself out by signing in. Counted first and refunded on
 * success, so concurrent guesses never slip past the count; every wrong password still counts.
 */
export async function refundPasswordAttempt(db: Db, attempt: { email: string; ip: string | null }): Promise<void> {
  const { email, ip } = attempt;
  const keys = [
    counterKey(AUTH_RATE_LIMITS.passwordPerEmailAndIp, `${email} ${ip ?? 'unknown'}`),
    counterKey(AUTH_RATE_LIMITS.passwordPerEmail, email),
    ...(ip ? [counterKey(AUTH_RATE_LIMITS.passwordPerIp, ip)] : []),
  ];
  await db
    .update(authRateLimits)
    .set({ hits: sql`greatest(${authRateLimits.hits} - 1, 0)` })
    .where(inArray(authRateLimits.key, keys));
}

/** The longest window of any rule: counters older than that are dead. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(AUTH_RATE_LIMITS).map((r) => r.windowSeconds));

/** Deletes counters whose window has run out (called now and then by hitRateLimits). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
  const deleted = await db
    .delete(authRateLimits)
    .where(lt(authRateLimits.windowStart, cutoff))
    .returning({ key: authRateLimits.key });
  return deleted.length;
}
