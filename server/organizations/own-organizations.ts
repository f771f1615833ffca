import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

export type SiteOrganization = { id: string; name: string; ownerId: string | null };

/**
 * How a list of the caller's organizations is ordered: `oldest` (the first one made is the user's organization),
 * `name` (the workspace switcher), `activeFirst` (the posting wizard's default is the organization the
 * recruiter works for now, then by name).
 */
export type OwnOrganizationOrder = 'oldest' | 'name' | 'activeFirst';

/**
 * The caller's own organizations on a site. Which ones are "their own" is the authorization's rule, passed in
 * as `own` (a condition on `organizations`), so it stays in its one home.
 */
export async function ownOrganizationsOnSite(
  db: Db,
  input: {
    regionId: string;
    own: SQL;
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
    .where(and(eq(organizations.regionId, input.regionId), input.own))
    .orderBy(...order);
  return input.limit === undefined ? query : query.limit(input.limit);
}
