import 'server-only';
import type { Region } from '@/regions/build-region';
import { siteOrigin } from '@/regions/site-origin';
import { AUTH_RATE_LIMITS, hitRateLimits } from '@/server/auth/rate-limit';
import { getDb } from '@/server/db/client';
import { clientLimitSubject } from '@/server/http/client-address';
import { getMailer } from '@/server/mail/mailer';
import { germanCountryName } from '@/server/commerce/countries';
import { parseCompanyPart, parseCompanySignup, SIGNUP_COUNTRIES } from '@/server/organizations/company-signup-input';
import {
  addCompanyToAccount,
  type AddCompanyResult,
  type CompanySignupResult,
  requestCompanySignup,
} from '@/server/organizations/company-signup';
import { sendRegistrationMail } from './auth/registration-mail';

/** Where the confirmed employer lands: the workspace, whose first page leads to the draft profile and jobs. */
export const AFTER_COMPANY_SIGNUP = '/job-manager';

export type RateLimited = { ok: false; retryMinutes: number };

/**
 * An employer's sign-up from the form: rate-limited per address and per client (only well-formed attempts
 * count, so typos never use the limit up), then the request and its one mail, in "Sie". The domain calls go
 * straight from here, not through the in-process API: the limits need the request's client address.
 */
export async function startCompanySignup(
  region: Region,
  form: Record<string, string>,
  requestHeaders: Pick<Headers, 'get'>,
): Promise<CompanySignupResult | RateLimited> {
  const valid = parseCompanySignup(form, region.id);
  if (!valid.ok) return valid;
  const db = await getDb();
  const limit = await hitRateLimits(db, [
    { rule: AUTH_RATE_LIMITS.companySignUpPerEmail, subject: valid.data.account.email },
    { rule: AUTH_RATE_LIMITS.companySignUpPerIp, subject: clientLimitSubject(requestHeaders) },
  ]);
  if (!limit.allowed) return { ok: false, retryMinutes: Math.ceil(limit.retryAfterSeconds / 60) };
  const result = await requestCompanySignup(db, form, region.id);
  if (!result.ok) return result;
  await sendRegistrationMail(
    { region, origin: siteOrigin(region), db, mailer: getMailer() },
    { email: result.email, taken: result.taken, callbackPath: AFTER_COMPANY_SIGNUP, employer: true },
  );
  return result;
}

/** "Als Arbeitgeber fortfahren" of a signed-in job seeker, a few per day per account. */
export async function continueAsEmployer(
  region: Region,
  userId: string,
  form: Record<string, string>,
): Promise<AddCompanyResult | RateLimited> {
  const valid = parseCompanyPart(form);
  if (!valid.ok) return valid;
  const db = await getDb();
  const limit = await hitRateLimits(db, [{ rule: AUTH_RATE_LIMITS.companyAddPerUser, subject: userId }]);
  if (!limit.allowed) return { ok: false, retryMinutes: Math.ceil(limit.retryAfterSeconds / 60) };
  return addCompanyToAccount(db, { userId, regionId: region.id, form });
}

/** The sign-up's countries with their German names, Germany first, the rest alphabetically. */
export function signupCountries(): Array<{ code: string; name: string }> {
  const [first, ...rest] = SIGNUP_COUNTRIES.map((code) => ({ code, name: germanCountryName(code) }));
  return [first, ...rest.sort((a, b) => a.name.localeCompare(b.name, 'de'))];
}
