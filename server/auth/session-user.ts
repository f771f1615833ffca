import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type UserRole, userRoles, users } from '../db/schema';
import { isAdminLikeRole } from './roles';
import { isSessionCurrent } from './sessions';

export type RoleGrant = { role: UserRole; targetId: string | null; regionId: string | null };

/** The signed-in user as every request sees it: loaded fresh, so a removed role stops working at once. */
export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailVerified: Date | null;
  approved: boolean;
  activeOrganizationId: string | null;
  roles: RoleGrant[];
};

/**
 * Loads a user and the role grants valid in `regionId` (grants without a region apply everywhere).
 * Returns null for unknown or blocked users, and, when the user comes from a session (cookie or bearer
 * JWT: pass `session` with sessionStartOf(token)), for a session ended since it started (sign-out, blocking,
 * password change; see sessions.ts): the session must end (docs/product.md §2 /user/logout).
 */
export async function loadSessionUser(
  db: Db,
  userId: string,
  regionId: string,
  session?: { startedAt: number | null },
): Promise<SessionUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.blocked) return null;
  if (session && !isSessionCurrent(user.sessionsValidAfter, session.startedAt)) return null;
  const roles = await db
    .select({ role: userRoles.role, targetId: userRoles.targetId, regionId: userRoles.regionId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), or(isNull(userRoles.regionId), eq(userRoles.regionId, regionId))));
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: user.emailVerified,
    approved: user.approved,
    activeOrganizationId: user.activeOrganizationId,
    roles,
  };
}

export function hasRole(user: SessionUser | null, role: UserRole): boolean {
  return !!user?.roles.some((r) => r.role === role);
}

export function isAdminLike(user: SessionUser | null): boolean {
  return !!user && isAdminLikeRole(user.roles.map((r) => r.role));
}

/**
 * docs/product.md §6: a user may act on a target if it is their own (a grant for it, or their user id) or they are
 * admin-like.
 */
export function canActOnTarget(user: SessionUser | null, targetId: string): boolean {
  if (!user) return false;
  if (isAdminLike(user)) return true;
  return user.id === targetId || user.roles.some((r) => r.targetId === targetId);
}
