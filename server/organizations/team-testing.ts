import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import type { TeamOrganization } from './team';

/** The organization row a team operation takes, for tests that call the team domain directly. */
export async function teamOrganizationOf(db: Db, id: string): Promise<TeamOrganization> {
  const [org] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      ownerId: organizations.ownerId,
      regionId: organizations.regionId,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!org) throw new Error(`no organization ${id}`);
  return org;
}
