import { PASSWORD_MIN_LENGTH } from './account-limits';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * docs/product-decisions.md "Password policy": PASSWORD_POLICY off keeps today's rule (PASSWORD_MIN_LENGTH,
 * not the e-mail address; server/auth/registration.ts). On, following NIST SP 800-63B §3.1.1.2: length over
 * composition — at least STRONG_PASSWORD_MIN_LENGTH characters, not a password attackers try first, not one
 * character repeated or a run of the keyboard or alphabet, and nothing of the person's address or of the site.
 * No rules about digits or capitals, no expiry: they make passwords weaker in practice (NIST, BSI).
 */
export const STRONG_PASSWORD_MIN_LENGTH = 12;

/** The codes name the German texts (auth.fieldErrors.<code>, account.errors.<code>). */
export type PasswordPolicyProblem =
  'passwordTooShort' | 'passwordCommon' | 'passwordRepetitive' | 'passwordContainsEmail' | 'passwordContainsSite';

export type PolicySite = { FEATURES: { PASSWORD_POLICY: boolean }; SITENAME: string; REGION_NAME: string };

/** The shortest password the site takes (shown before typing and checked by the server). */
export function passwordMinLength(site: PolicySite): number {
  return site.FEATURES.PASSWORD_POLICY ? STRONG_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;
}

const ROWS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertzuiopasdfghjklyxcvbnm', 'qwertyuiopasdfghjklzxcvbnm'];

/** Two characters or fewer repeated, or a run of a row forwards or backwards ("aaaaaaaaaaaa", "123456789012"). */
function isRepetitive(lower: string): boolean {
  if (new Set(lower).size <= 2) return true;
  return ROWS.some((row) => {
    const around = row.repeat(Math.ceil(lower.length / row.length) + 1);
    return around.includes(lower) || [...around].reverse().join('').includes(lower);
  });
}

/** Letters and digits only, for comparing names that come with spaces or dashes ("Jobs in Sachsen"). */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The first problem of a new password on this site, or null. `email` is the person's address (null when not
 * known yet); the off policy answers null here, its rules live in the sign-up and account schemas.
 */
export function passwordPolicyProblem(
  password: string,
  context: { email: string | null; site: PolicySite },
): PasswordPolicyProblem | null {
  const { site } = context;
  if (!site.FEATURES.PASSWORD_POLICY) return null;
  const lower = password.normalize('NFC').trim().toLowerCase();
  if (lower.length < STRONG_PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  const stem = lower.replace(/[^\p{L}]+$/u, '').replace(/^[^\p{L}]+/u, '');
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(stem)) return 'passwordCommon';
  if (isRepetitive(lower)) return 'passwordRepetitive';
  const local = compact(context.email?.split('@')[0] ?? '');
  if (local.length >= 3 && compact(lower).includes(local)) return 'passwordContainsEmail';
  const names = [compact(site.REGION_NAME), compact(site.SITENAME)].filter((name) => name.length >= 3);
  if (names.some((name) => compact(lower).includes(name))) return 'passwordContainsSite';
  return null;
}
