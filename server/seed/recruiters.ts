import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationMembers, organizations, userRoles, users } from '../db/schema';
import { isSeededId } from './bulk';

/**
 * Gives each region's demo recruiter (users.ts: arbeitgeber@<region>.<domain>) the region's first seeded
 * employer: owner, member, active organization and a recruiter grant targeting it (docs/product.md §6 own target). Runs
 * after seedDemoUsers; without demo users it does nothing. Idempotent (upserts and "do nothing" inserts).
 * Returns the number of recruiters attached.
 */
export async function attachDemoRecruiters(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  options: { domain?: string } = {},
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const emails = regions.map((r) => `arbeitgeber@${r.id}.${domain}`);
  const recruiters = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  let attached = 0;
  for (const region of regions) {
    const user = recruiters.find((u) => u.email === `arbeitgeber@${region.id}.${domain}`);
    if (!user) continue;
    const [org] = await db
      .select({ id: organizations.id, ownerId: organizations.ownerId })
      .from(organizations)
      .where(and(eq(organizations.regionId, region.id), isSeededId(organizations.id)))
      .orderBy(asc(organizations.createdAt), asc(organizations.slug))
      .limit(1);
    if (!org) continue;
    await db.transaction(async (tx) => {
      if (!org.ownerId) await tx.update(organizations).set({ ownerId: user.id }).where(eq(organizations.id, org.id));
      await tx.insert(organizationMembers).values({ organizationId: org.id, userId: user.id }).onConflictDoNothing();
      await tx
        .insert(userRoles)
        .values({ userId: user.id, role: 'recruiter', targetId: org.id, regionId: region.id })
        .onConflictDoNothing();
      await tx.update(users).set({ activeOrganizationId: org.id }).where(eq(users.id, user.id));
    });
    attached += 1;
  }
  return attached;
}
