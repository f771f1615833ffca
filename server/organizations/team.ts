import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationInvitations, organizationMembers, userRoles, users } from '../db/schema';
import messages from '../../messages/de.json';
import { actorLabelOf, PERSON_ID_KEY, recordOrganizationChange } from './change-log';

export const teamMessages = messages.graphql.team.errors;

/** A refusal of a team rule, with the API's code and a German message (the resolvers pass both on). */
export class TeamError extends Error {
  constructor(
    readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'FORBIDDEN' | 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Who acts on a team: the person, and whether as support for a foreign organization (docs/product.md §6 masquerade).
 */
export type TeamActor = { user: SessionUser; viaSupport: boolean };
export type TeamOrganization = { id: string; name: string; ownerId: string | null; regionId: string };

export type TeamMemberRow = { userId: string; name: string | null; email: string; owner: boolean; joinedAt: Date };
export type PendingInvitation = {
  id: string;
  email: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * The people of an organization: its owner, its members, and holders of a recruiter grant for it (the
 * same "own" rule as authorization), owner first, then by when they joined.
 */
export async function listTeamMembers(db: Db, org: TeamOrganization): Promise<TeamMemberRow[]> {
  const grantHolders = db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.targetId, org.id));
  const memberIds = db
    .select({ id: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, org.id));
  const people = [inArray(users.id, memberIds), inArray(users.id, grantHolders)];
  if (org.ownerId) people.push(eq(users.id, org.ownerId));
  const rows = await db
    .select({
      userId: users.id,
      name: users.displayName,
      fullName: users.name,
      email: users.email,
      userCreatedAt: users.createdAt,
      joinedAt: organizationMembers.createdAt,
    })
    .from(users)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.userId, users.id), eq(organizationMembers.organizationId, org.id)),
    )
    .where(or(...people))
    .orderBy(asc(organizationMembers.createdAt), asc(users.email));
  return rows
    .map((r) => ({
      userId: r.userId,
      name: r.name ?? r.fullName,
      email: r.email,
      owner: r.userId === org.ownerId,
      joinedAt: r.joinedAt ?? r.userCreatedAt,
    }))
    .sort((a, b) => Number(b.owner) - Number(a.owner));
}

/** Invitations not yet used, withdrawn or expired, newest first. */
export async function listPendingInvitations(
  db: Db,
  organizationId: string,
  now = new Date(),
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: organizationInvitations.id,
      email: organizationInvitations.email,
      invitedByName: users.displayName,
      invitedByFullName: users.name,
      invitedByEmail: users.email,
      createdAt: organizationInvitations.createdAt,
      expiresAt: organizationInvitations.expiresAt,
    })
    .from(organizationInvitations)
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(organizationInvitations.createdAt));
  return rows.reverse().map((r) => ({
    id: r.id,
    email: r.email,
    invitedBy: r.invitedByName ?? r.invitedByFullName ?? r.invitedByEmail,
    createdAt: r.createdAt,
    expiresAt: r.expiresAt,
  }));
}

/**
 * Takes a person out of the team: membership, recruiter grants for the organization and, where it pointed
 * here, their active organization. The owner stays (ownership is not handed over here).
 */
export async function removeTeamMember(
  db: Db,
  input: { org: TeamOrganization; actor: TeamActor; userId: string },
): Promise<void> {
  if (input.userId === input.org.ownerId) throw new TeamError('BAD_USER_INPUT', teamMessages.ownerStays);
  const members = await listTeamMembers(db, input.org);
  const member = members.find((m) => m.userId === input.userId);
  if (!member) throw new TeamError('NOT_FOUND', teamMessages.memberNotFound);
  await db.transaction(async (tx) => {
    await tx
      .delete(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, input.org.id), eq(organizationMembers.userId, input.userId)));
    await tx.delete(userRoles).where(and(eq(userRoles.userId, input.userId), eq(userRoles.targetId, input.org.id)));
    await tx
      .update(users)
      .set({ activeOrganizationId: null })
      .where(and(eq(users.id, input.userId), eq(users.activeOrganizationId, input.org.id)));
    await recordOrganizationChange(tx, {
      organizationId: input.org.id,
      actor: input.actor.user,
      viaSupport: input.actor.viaSupport,
      action: 'team.member_removed',
      detail: {
        member: actorLabelOf({ email: member.email, displayName: member.name, name: null }),
        [PERSON_ID_KEY]: member.userId,
      },
    });
  });
}
