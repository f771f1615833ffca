/** Shared by server and client code of the sign-in flow; nothing here may import server modules. */

/** Provider ids as they appear in next-auth's URLs (/api/auth/signin/email, /api/auth/callback/password). */
export const EMAIL_PROVIDER = 'email';
export const PASSWORD_PROVIDER = 'password';
export type ProviderId = typeof EMAIL_PROVIDER | typeof PASSWORD_PROVIDER;

/** Sign-in links expire after 10 minutes (and work once: the token row is deleted when used). */
export const SIGN_IN_LINK_MAX_AGE_SECONDS = 10 * 60;

/** next-auth's custom pages: all under /user, an app prefix of docs/product.md §2 (no landing-page lookup). */
export const AUTH_PAGES = {
  signIn: '/user/login',
  signOut: '/user/logout',
  error: '/user/login/error',
  verifyRequest: '/user/login/check-mail',
  confirm: '/user/login/confirm',
  register: '/user/register',
  devMailbox: '/user/dev-mailbox',
} as const;

/**
 * The marker of a first social sign-in (docs/product-decisions.md "Social login"): the page the flow lands on has
 * `?signup=social`, once, for the analytics "signup start" event.
 */
export const SIGN_UP_START_PARAM = 'signup';
export const SOCIAL_SIGN_UP_MARKER = 'social';

/** Our refusal of a social sign-in for an account that must use its e-mail address (staff, no address). */
export const SOCIAL_LOGIN_REFUSED = 'SocialLoginRefused';

/** Our refusal of a new account (sign-up, a first social sign-in) while the site is read-only. */
export const READ_ONLY_SIGN_UP = 'ReadOnly';

/** The employer's sign-up; a signed-in job seeker adds a company there (docs/product-decisions.md "Company sign-up"). */
export const COMPANY_SIGNUP_PATH = '/user/arbeitgeber-registrieren';

/** Pages only employers use: a sign-in wall in front of them offers the employer's sign-up too. */
export const EMPLOYER_PATHS = ['/job/wizard', '/checkout', '/my-products', '/job-manager'];

/** Set on /api/auth/session when a session cookie came in but could not be read (forged, expired, old secret). */
export const SESSION_INVALID_HEADER = 'x-session-invalid';

/** The error code our own refusals use (rate limits); the pages show `auth.errors.RateLimited`. */
export const RATE_LIMITED = 'RateLimited';

/** Error codes with a German text in `auth.errors`; anything else shows `auth.errors.Default`. */
export const KNOWN_AUTH_ERRORS = [
  'SessionRequired',
  'CredentialsSignin',
  'EmailSignin',
  'Verification',
  'AccessDenied',
  'Configuration',
  RATE_LIMITED,
  'Network',
  'OAuthSignin',
  'OAuthCallback',
  'OAuthAccountNotLinked',
  SOCIAL_LOGIN_REFUSED,
  // docs/product-decisions.md "Read-only mode (maintenance)": sign-up is refused while a site is read-only.
  READ_ONLY_SIGN_UP,
  // docs/product-decisions.md "Captcha": the proof of work was missing, spent, too old or too early.
  'Captcha',
] as const;

export function authErrorCode(error: string | null | undefined): (typeof KNOWN_AUTH_ERRORS)[number] | 'Default' | null {
  if (!error) return null;
  // next-auth spells the configuration error both ways.
  const code = error === 'configuration' ? 'Configuration' : error;
  return (KNOWN_AUTH_ERRORS as readonly string[]).includes(code)
    ? (code as (typeof KNOWN_AUTH_ERRORS)[number])
    : 'Default';
}
