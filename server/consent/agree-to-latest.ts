import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gdprConsentInfos as infos, gdprUserConsents as consents } from '../db/schema';
import { latestRevisions } from './latest-revisions';
import { visibleOn } from './visible-infos';

/**
 * Records a user's agreement to the latest published revision of every active consent info of a site at a
 * placement (shared infos included): what ticking the terms box at sign-up means. Returns how many were recorded.
 */
export async function agreeToLatestConsents(
  db: Db,
  input: { userId: string; email: string; regionId: string; placement: string },
): Promise<number> {
  const latest = latestRevisions(db);
  const rows = await db
    .select({ infoId: infos.id, revisionId: latest.revisionId })
    .from(infos)
    .innerJoin(latest, eq(latest.infoId, infos.id))
    .where(and(visibleOn(input.regionId), eq(infos.placement, input.placement)))
    .limit(100);
  if (rows.length === 0) return 0;
  await db.insert(consents).values(
    rows.map((row) => ({
      userId: input.userId,
      mail: input.email,
      infoId: row.infoId,
      infoRevisionId: row.revisionId,
      regionId: input.regionId,
    })),
  );
  return rows.length;
}
