import { hashPassword } from '../auth/password';
import { createAccount } from '../auth/registration';
import { findUserByEmail } from '../auth/users';
import type { Db } from '../db/client';
import { createCompany } from '../organizations/create-company';
import { DEMO_PASSWORD } from './users';

/** The site that shows a fresh sign-up in the demo (the first region seeded when it is not there). */
const SIGNUP_DEMO_SITE = 'saarland';

/**
 * A company as it looks right after signing up by itself, before anything was confirmed: its owner's address
 * is unconfirmed (submitting a job says "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse"), the organization
 * untrusted (its jobs go to review) and its profile an unpublished draft (docs/product-decisions.md "Company
 * sign-up"). On one site; the account has the demo password. Idempotent: an existing account is left alone.
 * Returns the account's address, or null when nothing was created.
 */
export async function seedSignupDemo(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  options: { domain?: string } = {},
): Promise<string | null> {
  const region = regions.find((r) => r.id === SIGNUP_DEMO_SITE) ?? regions[0];
  if (!region) return null;
  const email = `neues-unternehmen@${region.id}.${options.domain ?? 'demo.example'}`;
  if (await findUserByEmail(db, email)) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // createAccount leaves the address unconfirmed, as a sign-up's account is until its link is used.
    const userId = await createAccount(tx, { email, passwordHash, name: 'Nora Neumann', regionId: region.id });
    await createCompany(tx, {
      regionId: region.id,
      ownerId: userId,
      company: {
        name: 'Demo Neu registriert GmbH',
        address: { countryCode: 'DE', zip: '66111', locality: 'Saarbrücken', addressLine1: 'Am Markt 1' },
        person: { salutation: 'ms', firstName: 'Nora', lastName: 'Neumann', position: 'Geschäftsführerin' },
      },
    });
  });
  return email;
}
