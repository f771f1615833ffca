import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  organizationChangeLog,
  organizationInvitations,
  organizationMembers,
  organizations,
  userRoles,
  users,
} from '../db/schema';
import { hashInvitationToken, INVITATION_DAYS } from '../organizations/invitations';
import { isSeededId } from './bulk';

const DAY_MS = 86_400_000;

/**
 * The team demo per site, after attachDemoRecruiters: the demo recruiter's organization has a pending
 * invitation (to kollegin@<site>.<domain>, an address without an account; nobody holds its link) and a
 * change log with it and a support visit by the job editor; the recruiter also belongs to a second
 * employer (the wizard offers the active one, their own, first), which shows the
 * organization switcher. Idempotent: a site whose invitation exists is left alone. Returns the sites set up.
 */
export async function seedDemoTeams(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  options: { domain?: string; now?: Date } = {},
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const now = options.now ?? new Date();
  const [editor] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, `redaktion@${domain}`));
  let done = 0;
  for (const region of regions) {
    const [recruiter] = await db
      .select({ id: users.id, email: users.email, name: users.name, active: users.activeOrganizationId })
      .from(users)
      .where(eq(users.email, `arbeitgeber@${region.id}.${domain}`));
    if (!recruiter?.active) continue;
    const invitee = `kollegin@${region.id}.${domain}`;
    const [existing] = await db
      .select({ id: organizationInvitations.id })
      .from(organizationInvitations)
      .where(and(eq(organizationInvitations.email, invitee), isNull(organizationInvitations.revokedAt)))
      .limit(1);
    if (existing) continue;
    const [own] = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, recruiter.active));
    // Another employer of the site, the next by name (or the first, when theirs is the last).
    const [second] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.regionId, region.id), isSeededId(organizations.id), ne(organizations.id, own.id)))
      .orderBy(sql`${organizations.name} <= ${own.name}`, asc(organizations.name))
      .limit(1);
    const label = (u: { name: string | null; email: string }) => (u.name ? `${u.name} <${u.email}>` : u.email);
    await db.transaction(async (tx) => {
      if (second) {
        await tx
          .insert(organizationMembers)
          .values({ organizationId: second.id, userId: recruiter.id })
          .onConflictDoNothing();
        await tx
          .insert(userRoles)
          .values({ userId: recruiter.id, role: 'recruiter', targetId: second.id, regionId: region.id })
          .onConflictDoNothing();
      }
      const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
      await tx.insert(organizationInvitations).values({
        organizationId: own.id,
        email: invitee,
        tokenHash: hashInvitationToken(randomBytes(32).toString('base64url')),
        invitedBy: recruiter.id,
        createdAt: at(1),
        expiresAt: new Date(at(1).getTime() + INVITATION_DAYS * DAY_MS),
      });
      const entry = (actor: typeof recruiter, daysAgo: number, action: string, viaSupport = false) => ({
        organizationId: own.id,
        actorId: actor.id,
        actorLabel: label(actor),
        viaSupport,
        action,
        detail: action === 'team.invited' ? { email: invitee } : {},
        createdAt: at(daysAgo),
      });
      const entries = [entry(recruiter, 1, 'team.invited')];
      if (editor)
        entries.push(
          entry({ ...editor, active: null }, 3, 'support.started', true),
          entry({ ...editor, active: null }, 2.99, 'support.ended', true),
        );
      await tx.insert(organizationChangeLog).values(entries);
    });
    done += 1;
  }
  return done;
}
