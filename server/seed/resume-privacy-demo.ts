import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import {
  organizationMembers,
  organizations,
  resumeBlockedOrganizations,
  resumes,
  userRoles,
  users,
} from '../db/schema';
import { isSeededId } from './bulk';
import { ensureDemoSubscription } from './resume-demo';
import { DEMO_PASSWORD } from './users';

/** The recruiter of the blocked organization: signs in with the demo password and never finds the demo applicant. */
export const BLOCKED_RECRUITER_LOCAL = 'personal';

/** The demo employer's organizations on the site (its own and the second one of the team demo): never blocked. */
async function demoEmployerOrganizations(db: Db, regionId: string, email: string): Promise<string[]> {
  const [employer] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!employer) return [];
  const memberOf = db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, employer.id));
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.regionId, regionId),
        or(eq(organizations.ownerId, employer.id), inArray(organizations.id, memberOf)),
      ),
    );
  return rows.map((r) => r.id);
}

/** The blocked organization's recruiter: owner (where it has none), member, recruiter grant, active organization. */
async function attachRecruiter(db: Db, regionId: string, organizationId: string, email: string, hash: string) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [user] = existing
    ? [existing]
    : await db
        .insert(users)
        .values({
          email,
          name: 'Petra Personal',
          displayName: 'Petra Personal',
          regionId,
          passwordHash: hash,
          emailVerified: new Date(),
          approved: true,
        })
        .returning({ id: users.id });
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ ownerId: user.id })
      .where(and(eq(organizations.id, organizationId), isNull(organizations.ownerId)));
    await tx.insert(organizationMembers).values({ organizationId, userId: user.id }).onConflictDoNothing();
    await tx
      .insert(userRoles)
      .values({ userId: user.id, role: 'recruiter', targetId: organizationId, regionId })
      .onConflictDoNothing();
    await tx.update(users).set({ activeOrganizationId: organizationId }).where(eq(users.id, user.id));
  });
}

/**
 * Privacy from one's employer in the demo (docs/product-decisions.md), after seedApplicantDemo and seedDemoTeams: the
 * demo applicant's resume (bewerber@<site>) keeps its current employer hidden, as every resume does by default, and
 * blocks one organization of the site, the first seeded one by name that is none of the demo employer's. That
 * organization's recruiter, personal@<site>.<domain> with the demo password and a subscription for the resume
 * search, never finds her; the demo employer (arbeitgeber@) does and reads "Aktueller Arbeitgeber (nicht
 * angezeigt)". Idempotent: a resume that blocks an organization already is left alone. Returns the sites set up.
 */
export async function seedResumePrivacyDemo(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  options: { referenceDate: Date; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const hash = await hashPassword(DEMO_PASSWORD);
  let done = 0;
  for (const region of regions) {
    const [resume] = await db
      .select({ id: resumes.id })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(and(eq(users.email, `bewerber@${region.id}.${domain}`), eq(resumes.regionId, region.id)));
    if (!resume) continue;
    const [blocking] = await db
      .select({ id: resumeBlockedOrganizations.organizationId })
      .from(resumeBlockedOrganizations)
      .where(eq(resumeBlockedOrganizations.resumeId, resume.id))
      .limit(1);
    if (blocking) continue;
    const employers = await demoEmployerOrganizations(db, region.id, `arbeitgeber@${region.id}.${domain}`);
    const [blocked] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          eq(organizations.regionId, region.id),
          isSeededId(organizations.id),
          employers.length ? notInArray(organizations.id, employers) : undefined,
        ),
      )
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(1);
    if (!blocked) continue;
    await attachRecruiter(db, region.id, blocked.id, `${BLOCKED_RECRUITER_LOCAL}@${region.id}.${domain}`, hash);
    await ensureDemoSubscription(db, region.id, blocked.id, options.referenceDate);
    await db.insert(resumeBlockedOrganizations).values({ resumeId: resume.id, organizationId: blocked.id });
    done += 1;
  }
  return done;
}
