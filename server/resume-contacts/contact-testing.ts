/**
 * Test helpers of the contact requests: candidates with a resume, organizations with resume-contact slots,
 * and the clean-up of what they made (users and organizations cascade to resumes, requests, subscriptions).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, resumes, subscriptions, users } from '../db/schema';
import { REGION } from '../graphql/environment-testing';

/** Private fields every test candidate has; none may reach a recruiter without an approved request. */
export const PRIVATE_INFO = {
  firstName: 'Kontaktvorname',
  lastName: 'Kontaktnachname',
  phone: '+49 8031 424242',
  birthday: '1987-06-05',
  homeLocation: { label: 'Kontaktwohnort', lat: 47.85, lon: 12.12 },
};

/** `productId`: the fixtures' product (a subscription names one). */
export function contactTestData(db: Db, productId: string) {
  const userIds: string[] = [];
  const orgIds: string[] = [];
  return {
    /** A job seeker with a resume ("Pflegefachkraft, Raum Rosenheim"); visible and complete unless told. */
    async candidate(options: { visible?: boolean; complete?: boolean; regionId?: string } = {}) {
      const email = `candidate-${randomUUID().slice(0, 8)}@example.test`;
      const [user] = await db.insert(users).values({ email, approved: true }).returning({ id: users.id });
      userIds.push(user.id);
      const [resume] = await db
        .insert(resumes)
        .values({
          userId: user.id,
          regionId: options.regionId ?? REGION,
          visible: options.visible ?? true,
          complete: options.complete ?? true,
          personalInfo: { salutation: 'ms', about: 'Erfahren in der Altenpflege', ...PRIVATE_INFO },
          jobPreferences: {
            title: 'Pflegefachkraft',
            desiredOccupation: [],
            employmentType: [],
            availabilityPeriods: [],
            desiredLocation: { label: 'Rosenheim', lat: 47.86, lon: 12.12 },
          },
        })
        .returning({ id: resumes.id });
      return { userId: user.id, resumeId: resume.id, email };
    },
    /** An organization owned by `ownerId` with an active subscription of `slots` resume-contact slots (0: none). */
    async organization(ownerId: string, slots: number, { used = 0, expired = false } = {}) {
      const [org] = await db
        .insert(organizations)
        .values({ regionId: REGION, slug: `contact-${randomUUID()}`, name: 'Kontakt GmbH', ownerId })
        .returning({ id: organizations.id });
      orgIds.push(org.id);
      if (slots)
        await db.insert(subscriptions).values({
          organizationId: org.id,
          productId,
          regionId: REGION,
          label: 'Kontaktpaket',
          type: 'resume_contacts',
          status: expired ? 'expired' : 'active',
          startDate: new Date(Date.now() - 86_400_000),
          endDate: new Date(Date.now() + 30 * 86_400_000),
          resumeContactSlotsTotal: slots,
          resumeContactSlotsUsed: used,
        });
      return org.id;
    },
    async slotsUsed(organizationId: string) {
      const rows = await db
        .select({ used: subscriptions.resumeContactSlotsUsed })
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, organizationId));
      return rows.reduce((sum, r) => sum + r.used, 0);
    },
    async cleanup() {
      if (orgIds.length) await db.delete(organizations).where(inArray(organizations.id, orgIds));
      if (userIds.length) await db.delete(users).where(inArray(users.id, userIds));
    },
  };
}
