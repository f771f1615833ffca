import { inArray } from 'drizzle-orm';
import { jobChargeCounts } from '../commerce/job-charges';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { filesById } from '../storage/files-by-id';

export type PostingOrganizationRow = {
  id: string;
  name: string;
  trusted: boolean;
  logo: { id: string; alt: string | null; title: string | null } | null;
  jobCredits: number;
  freeJobSlots: number;
};

/**
 * The organizations of postings with their logos, trust and what they can still publish on a site (credits
 * and free subscription slots), one query each.
 */
export async function loadPostingOrganizations(
  db: Db,
  ids: string[],
  regionId: string,
): Promise<Map<string, PostingOrganizationRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [orgs, counts] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        trusted: organizations.trusted,
        info: organizations.info,
      })
      .from(organizations)
      .where(inArray(organizations.id, unique)),
    jobChargeCounts(db, unique, regionId),
  ]);
  const logos = await filesById(
    db,
    orgs.map((o) => o.info.logoFileId),
  );
  return new Map(
    orgs.map((o) => {
      const logo = o.info.logoFileId ? logos.get(o.info.logoFileId) : undefined;
      const count = counts.get(o.id) ?? { jobCredits: 0, freeJobSlots: 0 };
      return [
        o.id,
        {
          id: o.id,
          name: o.name,
          trusted: o.trusted,
          logo: logo ? { id: logo.id, alt: logo.alt, title: logo.title } : null,
          ...count,
        },
      ];
    }),
  );
}
