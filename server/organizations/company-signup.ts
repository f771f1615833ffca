import { lt } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { REGISTRATION_MAX_AGE_SECONDS } from '../auth/account-limits';
import { findUserByEmail, normalizeEmail } from '../auth/users';
import type { Db } from '../db/client';
import { registrationRequests } from '../db/schema';
import {
  type CompanyPart,
  parseCompanyPart,
  parseCompanySignup,
  type SignupFieldErrors,
  toSignupData,
} from './company-signup-input';
import { createCompany, findDuplicateCompany } from './create-company';

/**
 * What a sign-up answers: field errors; the duplicate hint (another organization of the site has this name
 * and postal code, and the person has not yet said they still want a new one); or done.
 */
export type CompanySignupResult =
  | { ok: false; fieldErrors: SignupFieldErrors }
  | { ok: false; duplicate: { name: string } }
  | { ok: true; email: string; taken: boolean };

async function duplicateOf(db: Db, company: CompanyPart, regionId: string) {
  if (company.confirmDuplicate) return null;
  return findDuplicateCompany(db, { regionId, name: company.companyName, zip: company.zip });
}

/**
 * Starts an employer's sign-up, as the job seeker's does (server/auth/registration.ts): a free address gets
 * a registration request that carries the company, and the mailed link creates account and organization
 * together (completeRegistration), confirming the address on the way. A taken address is left alone (the
 * caller mails its owner), with the same work and answer, so the form never tells who has an account.
 */
export async function requestCompanySignup(
  db: Db,
  input: unknown,
  regionId: string,
  now = new Date(),
): Promise<CompanySignupResult> {
  const valid = parseCompanySignup(input, regionId);
  if (!valid.ok) return valid;
  const { company, account } = valid.data;
  const duplicate = await duplicateOf(db, company, regionId);
  if (duplicate) return { ok: false, duplicate };
  const email = normalizeEmail(account.email);
  await db.delete(registrationRequests).where(lt(registrationRequests.expiresAt, now));
  const [existing, passwordHash] = await Promise.all([
    findUserByEmail(db, email),
    // Hashed also for a link-only sign-up and a taken address: the answer takes the same time.
    hashPassword(account.signInBy === 'password' ? account.password : `${email}:${now.getTime()}`),
  ]);
  if (existing) return { ok: true, email, taken: true };
  const request = {
    passwordHash: account.signInBy === 'password' ? passwordHash : null,
    name: `${company.firstName} ${company.lastName}`,
    regionId,
    company: toSignupData(company),
    expiresAt: new Date(now.getTime() + REGISTRATION_MAX_AGE_SECONDS * 1000),
    createdAt: now,
  };
  await db
    .insert(registrationRequests)
    .values({ email, ...request })
    .onConflictDoUpdate({ target: registrationRequests.email, set: request });
  return { ok: true, email, taken: false };
}

/** What "Als Arbeitgeber fortfahren" answers: field errors, the duplicate hint, or the new organization. */
export type AddCompanyResult =
  | { ok: false; fieldErrors: SignupFieldErrors }
  | { ok: false; duplicate: { name: string } }
  | { ok: true; organization: { id: string; slug: string; name: string } };

/**
 * A signed-in job seeker becomes an employer: the organization is created with them as owner, with the
 * recruiter grant and as their active organization, in one transaction. Their account stays as it is
 * (applications, resume); the person's details go to the organization's personal_info (docs/product.md §3).
 */
export async function addCompanyToAccount(
  db: Db,
  input: { userId: string; regionId: string; form: unknown; now?: Date },
): Promise<AddCompanyResult> {
  const valid = parseCompanyPart(input.form);
  if (!valid.ok) return valid;
  const duplicate = await duplicateOf(db, valid.data, input.regionId);
  if (duplicate) return { ok: false, duplicate };
  const organization = await db.transaction((tx) =>
    createCompany(tx, {
      regionId: input.regionId,
      company: toSignupData(valid.data),
      ownerId: input.userId,
      now: input.now,
    }),
  );
  return { ok: true, organization };
}
