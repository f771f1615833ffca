import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationMembers, organizations } from '../db/schema';

/** A database or an open transaction: the rule is asked inside the caller's transaction too. */
type Reader = Pick<Db, 'select'>;

/** Who asks: the user's id and the targets of their role grants. */
export type OrganizationPerson = Pick<SessionUser, 'id' | 'roles'>;

/**
 * docs/product.md §6 "their own" organizations (docs/architecture.md, "Own organization and active subscription"): the
 * user owns it, is a member of it, or holds a role grant targeted at it. Admin-like rights do not make an
 * organization one's own; whoever may act on any decides that on top (canActOnTarget).
 */
export function ownOrganizationsCondition(db: Reader, user: OrganizationPerson): SQL {
  const targetIds = user.roles.map((r) => r.targetId).filter((id): id is string => id !== null);
  const memberOf = db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, user.id));
  const conditions: SQL[] = [eq(organizations.ownerId, user.id), inArray(organizations.id, memberOf)];
  if (targetIds.length > 0) conditions.push(inArray(organizations.id, targetIds));
  return or(...conditions) as SQL;
}

/** The ids of the user's own organizations, as a subquery for `inArray(column, …)`. */
export function ownOrganizationIds(db: Reader, user: OrganizationPerson) {
  return db.select({ id: organizations.id }).from(organizations).where(ownOrganizationsCondition(db, user));
}

/**
 * Whether one organization is the user's own. An owner or grant target known from the row already costs no
 * statement; otherwise one lookup with the same condition as the lists.
 */
export async function isOwnOrganization(
  db: Reader,
  user: OrganizationPerson,
  org: { id: string; ownerId?: string | null },
): Promise<boolean> {
  if (org.ownerId === user.id || user.roles.some((r) => r.targetId === org.id)) return true;
  const [own] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, org.id), ownOrganizationsCondition(db, user)))
    .limit(1);
  return !!own;
}

export type SiteOrganization = { id: string; name: string; ownerId: string | null };

/**
 * How a list of the caller's organizations is ordered: `oldest` (the first one made is the user's organization),
 * `name` (the workspace switcher), `activeFirst` (the posting wizard's default is the organization the
 * recruiter works for now, then by name).
 */
export type OwnOrganizationOrder = 'oldest' | 'name' | 'activeFirst';

/** The user's own organizations (the rule above) on one site, in the order the caller lists them. */
export async function ownOrganizationsOnSite(
  db: Db,
  user: OrganizationPerson,
  input: {
    regionId: string;
    order: OwnOrganizationOrder;
    activeOrganizationId?: string | null;
    limit?: number;
  },
): Promise<SiteOrganization[]> {
  const order =
    input.order === 'oldest'
      ? [asc(organizations.createdAt), asc(organizations.id)]
      : input.order === 'name'
        ? [asc(organizations.name), asc(organizations.id)]
        : [
            sql`${organizations.id} is distinct from ${input.activeOrganizationId ?? null}`,
            asc(organizations.name),
            asc(organizations.id),
          ];
  const query = db
    .select({ id: organizations.id, name: organizations.name, ownerId: organizations.ownerId })
    .from(organizations)
    .where(and(eq(organizations.regionId, input.regionId), ownOrganizationsCondition(db, user)))
    .orderBy(...order);
  return input.limit === undefined ? query : query.limit(input.limit);
}
