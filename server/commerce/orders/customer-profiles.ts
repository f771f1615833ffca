import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CustomerProfile, organizationCustomerProfiles, organizations } from '../../db/schema';
import type { Executor, Tx } from '../job-charges';

/** What the checkout offers: every field may be unknown while the organization has never ordered. */
export type CustomerProfileDraft = {
  companyName: string;
  email: string;
  firstName: string;
  lastName: string;
  address: CustomerProfile['address'];
  vatNumber: string | null;
  leitwegId: string | null;
};

/**
 * docs/product.md §3 the profile of the organization's last order; without one, prefilled from its company data (name,
 * address, contact person) and the caller's own name and address, the rest left empty for the form.
 */
export async function checkoutCustomerProfile(
  db: Executor,
  organizationId: string,
  caller: { email: string; firstName: string | null; lastName: string | null } | null,
): Promise<CustomerProfileDraft | null> {
  const [saved] = await db
    .select({ profile: organizationCustomerProfiles.profile })
    .from(organizationCustomerProfiles)
    .where(eq(organizationCustomerProfiles.organizationId, organizationId));
  if (saved)
    return { ...saved.profile, vatNumber: saved.profile.vatNumber ?? null, leitwegId: saved.profile.leitwegId ?? null };
  const [org] = await db
    .select({ name: organizations.name, company: organizations.companyInfo, person: organizations.personalInfo })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) return null;
  return {
    companyName: org.company?.name ?? org.name,
    email: caller?.email ?? '',
    firstName: org.person?.firstName ?? caller?.firstName ?? '',
    lastName: org.person?.lastName ?? caller?.lastName ?? '',
    address: org.company?.address ?? { countryCode: 'DE' },
    vatNumber: null,
    leitwegId: null,
  };
}

/** Keeps the profile of this order for the organization's next checkout. */
export async function saveCustomerProfile(
  tx: Tx | Db,
  organizationId: string,
  profile: CustomerProfile,
  userId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(organizationCustomerProfiles)
    .values({ organizationId, profile, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: organizationCustomerProfiles.organizationId,
      set: { profile, updatedBy: userId, updatedAt: now },
    });
}
