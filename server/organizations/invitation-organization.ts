import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationInvitations, organizations } from '../db/schema';

/**
 * The organization an invitation names, when that organization is of the given site: an invitation of
 * another site does not exist there. Null for an unknown invitation.
 */
export async function invitationOrganizationOnSite(
  db: Db,
  input: { regionId: string; invitationId: string },
): Promise<string | null> {
  const [invitation] = await db
    .select({ organizationId: organizationInvitations.organizationId })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(and(eq(organizationInvitations.id, input.invitationId), eq(organizations.regionId, input.regionId)))
    .limit(1);
  return invitation?.organizationId ?? null;
}
