import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getRegion } from '../../regions/registry';
import { siteUrl } from '../../regions/site-origin';
import { hitRateLimits, type RateLimitRule } from '../auth/rate-limit';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationInvitations, organizationMembers, organizations, userRoles, users } from '../db/schema';
import { type Mailer, senderAddress } from '../mail/mailer';
import { mailTeamJoined } from '../notifications/team-joined-mail';
import { actorLabelOf, recordOrganizationChange } from './change-log';
import { renderInvitationMail } from './invitation-mail';
import {
  listTeamMembers,
  type PendingInvitation,
  type TeamActor,
  TeamError,
  teamMessages as m,
  type TeamOrganization,
} from './team';
import { mailButtonColor } from '../mail/button-color';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** Invitations are mail sent in the site's name: bounded per organization and per person inviting. */
export const INVITATION_LIMITS = {
  perOrganization: { name: 'team-invite-org', limit: 20, windowSeconds: 60 * 60 },
  perInviter: { name: 'team-invite-user', limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Only the hash is stored: a leaked table names no usable link. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Invites a colleague: a random link valid for INVITATION_DAYS, used once, mailed in German. A newer
 * invitation of the same address replaces a pending one (only the newest link works). The invitation and
 * its log entry are stored together; a mail that cannot be sent withdraws it again.
 */
export async function inviteTeamMember(
  db: Db,
  mailer: Mailer,
  input: { org: TeamOrganization; actor: TeamActor; email: string; now?: Date },
): Promise<PendingInvitation> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const members = await listTeamMembers(db, input.org);
  if (members.some((member) => member.email.toLowerCase() === email))
    throw new TeamError('BAD_USER_INPUT', m.alreadyMember);
  const limit = await hitRateLimits(
    db,
    [
      { rule: INVITATION_LIMITS.perOrganization, subject: input.org.id },
      { rule: INVITATION_LIMITS.perInviter, subject: input.actor.user.id },
    ],
    now,
  );
  if (!limit.allowed) throw new TeamError('RATE_LIMITED', m.rateLimited);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const invitation = await db.transaction(async (tx) => {
    await tx
      .update(organizationInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(organizationInvitations.organizationId, input.org.id),
          sql`lower(${organizationInvitations.email}) = ${email}`,
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(organizationInvitations)
      .values({
        organizationId: input.org.id,
        email,
        tokenHash: hashInvitationToken(token),
        invitedBy: input.actor.user.id,
        expiresAt,
        createdAt: now,
      })
      .returning();
    await recordOrganizationChange(tx, {
      organizationId: input.org.id,
      actor: input.actor.user,
      viaSupport: input.actor.viaSupport,
      action: 'team.invited',
      detail: { email },
    });
    return row;
  });

  try {
    await mailInvitation(mailer, input.org, input.actor.user, email, token);
  } catch (error) {
    console.error('team invitation mail', error);
    await db
      .update(organizationInvitations)
      .set({ revokedAt: new Date() })
      .where(eq(organizationInvitations.id, invitation.id));
    throw new TeamError('SERVICE_UNAVAILABLE', m.mailFailed);
  }
  const inviter = input.actor.user;
  return {
    id: invitation.id,
    email,
    invitedBy: inviter.displayName ?? inviter.name ?? inviter.email,
    createdAt: invitation.createdAt,
    expiresAt,
  };
}

async function mailInvitation(
  mailer: Mailer,
  org: TeamOrganization,
  inviter: SessionUser,
  email: string,
  token: string,
): Promise<void> {
  const region = getRegion(org.regionId);
  if (!region) throw new Error(`no region ${org.regionId}`);
  const host = region.HOSTS[0];
  const rendered = renderInvitationMail({
    siteName: region.SITENAME,
    host,
    organization: org.name,
    inviter: actorLabelOf(inviter),
    // docs/product.md §2: links name the site's configured origin, never the request's Host header.
    url: siteUrl(region, `/user/einladung/${token}`),
    buttonColor: mailButtonColor(region),
  });
  await mailer.send({ from: senderAddress(region.SITENAME, host), to: email, regionId: region.id, ...rendered });
}

/** Withdraws a pending invitation of the organization; its link stops working at once. */
export async function revokeTeamInvitation(
  db: Db,
  input: { org: TeamOrganization; actor: TeamActor; invitationId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(organizationInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(organizationInvitations.id, input.invitationId),
          eq(organizationInvitations.organizationId, input.org.id),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
        ),
      )
      .returning({ email: organizationInvitations.email });
    if (!revoked) throw new TeamError('NOT_FOUND', m.invitationNotFound);
    await recordOrganizationChange(tx, {
      organizationId: input.org.id,
      actor: input.actor.user,
      viaSupport: input.actor.viaSupport,
      action: 'team.invitation_revoked',
      detail: { email: revoked.email },
    });
  });
}

export type InvitationState = 'valid' | 'expired' | 'used' | 'revoked' | 'unknown';
export type InvitationPreview = { state: InvitationState; organizationName: string | null; email: string | null };

async function findInvitation(db: Db, regionId: string, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({
      id: organizationInvitations.id,
      email: organizationInvitations.email,
      invitedBy: organizationInvitations.invitedBy,
      expiresAt: organizationInvitations.expiresAt,
      acceptedAt: organizationInvitations.acceptedAt,
      revokedAt: organizationInvitations.revokedAt,
      org: {
        id: organizations.id,
        name: organizations.name,
        ownerId: organizations.ownerId,
        regionId: organizations.regionId,
      },
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(and(eq(organizationInvitations.tokenHash, hashInvitationToken(token)), eq(organizations.regionId, regionId)))
    .limit(1);
  return row ?? null;
}

function stateOf(
  row: { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null },
  now: Date,
): InvitationState {
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'valid';
}

/** What the invitation page shows; the organization and address only while the link works. */
export async function previewInvitation(
  db: Db,
  regionId: string,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const row = await findInvitation(db, regionId, token);
  if (!row) return { state: 'unknown', organizationName: null, email: null };
  const state = stateOf(row, now);
  return state === 'valid'
    ? { state, organizationName: row.org.name, email: row.email }
    : { state, organizationName: null, email: null };
}

/**
 * The signed-in user with the invited address joins: member, a recruiter grant for the organization on its
 * site (docs/product.md §6 own target), and it becomes their active organization; of an organization without owner (one
 * support created for a customer) they become the owner. The invitation is used up in the same
 * transaction (row locked, so two clicks never both count). With a mailer, the inviter and the owner hear of it
 * after the commit.
 */
export async function acceptInvitation(
  db: Db,
  input: { regionId: string; token: string; user: SessionUser; now?: Date },
  mailer?: Mailer,
): Promise<TeamOrganization> {
  const now = input.now ?? new Date();
  const found = await findInvitation(db, input.regionId, input.token);
  if (!found || stateOf(found, now) !== 'valid') throw new TeamError('NOT_FOUND', m.invitationInvalid);
  if (normalizeEmail(input.user.email) !== normalizeEmail(found.email))
    throw new TeamError('FORBIDDEN', m.wrongAddress);
  const org = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(organizationInvitations)
      .set({ acceptedAt: now, acceptedBy: input.user.id })
      .where(
        and(
          eq(organizationInvitations.id, found.id),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
        ),
      )
      .returning({ id: organizationInvitations.id });
    if (!used) throw new TeamError('NOT_FOUND', m.invitationInvalid);
    const org = found.org;
    await tx
      .insert(organizationMembers)
      .values({ organizationId: org.id, userId: input.user.id })
      .onConflictDoNothing();
    await tx
      .insert(userRoles)
      .values({ userId: input.user.id, role: 'recruiter', targetId: org.id, regionId: org.regionId })
      .onConflictDoNothing();
    await tx.update(users).set({ activeOrganizationId: org.id }).where(eq(users.id, input.user.id));
    // An organization support created for a customer has no owner yet: the first to join becomes it.
    const [owned] = await tx
      .update(organizations)
      .set({ ownerId: input.user.id })
      .where(and(eq(organizations.id, org.id), isNull(organizations.ownerId)))
      .returning({ ownerId: organizations.ownerId });
    await recordOrganizationChange(tx, {
      organizationId: org.id,
      actor: input.user,
      viaSupport: false,
      action: 'team.joined',
      detail: {},
    });
    return owned ? { ...org, ownerId: owned.ownerId } : org;
  });
  if (mailer) {
    const { user } = input;
    const name = user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    // Joining stands without the mail: the team page lists the new member too.
    await mailTeamJoined(db, mailer, {
      regionId: org.regionId,
      organization: org,
      inviterId: found.invitedBy,
      joined: { id: user.id, email: user.email, name },
    }).catch((error: unknown) => console.error('team joined mail', error));
  }
  return org;
}
