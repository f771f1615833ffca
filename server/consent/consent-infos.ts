import { and, asc, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gdprConsentInfoRevisions, gdprConsentInfos as infos, gdprUserConsents as consents } from '../db/schema';
import { latestRevisions } from './latest-revisions';
import { visibleOn } from './visible-infos';

const SORT_COLUMNS = {
  weight: infos.weight,
  type: infos.type,
  placement: infos.placement,
  created: infos.createdAt,
} as const;

/** The fields consent infos can be sorted by. */
export const CONSENT_INFO_SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

export type ConsentInfoQuery = {
  regionId: string;
  language: string;
  id?: string;
  type?: string;
  placement?: string;
  sorting: Array<{ field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' }>;
  limit: number;
  offset: number;
};

/** A site's consent infos with the text (unsanitized) of their latest published revision in a language. */
export async function listConsentInfos(db: Db, q: ConsentInfoQuery) {
  const latest = latestRevisions(db, { language: q.language });
  const conditions: SQL[] = [visibleOn(q.regionId)];
  if (q.id) conditions.push(eq(infos.id, q.id));
  if (q.type) conditions.push(eq(infos.type, q.type));
  if (q.placement) conditions.push(eq(infos.placement, q.placement));
  const order = q.sorting.length
    ? q.sorting.map((s) => (s.direction === 'asc' ? asc(SORT_COLUMNS[s.field]) : desc(SORT_COLUMNS[s.field])))
    : [asc(infos.weight), asc(infos.type)];
  return db
    .select({
      id: infos.id,
      type: infos.type,
      placement: infos.placement,
      optIn: infos.optIn,
      text: latest.text,
      revision: latest.revision,
      revisionId: latest.revisionId,
    })
    .from(infos)
    .innerJoin(latest, eq(latest.infoId, infos.id))
    .where(and(...conditions))
    .orderBy(...order, asc(infos.id))
    .limit(q.limit)
    .offset(q.offset);
}

/**
 * Whether a user agreed (as themselves, not just by address) to the latest published revision of every active
 * info of a type (and placement) on a site. True when there is none to agree to.
 */
export async function hasLatestConsent(
  db: Db,
  input: { userId: string; regionId: string; type: string; placement?: string },
): Promise<boolean> {
  const latest = latestRevisions(db);
  const conditions: SQL[] = [visibleOn(input.regionId), eq(infos.type, input.type)];
  if (input.placement) conditions.push(eq(infos.placement, input.placement));
  const required = await db
    .select({ infoId: infos.id, revision: latest.revision })
    .from(infos)
    .innerJoin(latest, eq(latest.infoId, infos.id))
    .where(and(...conditions))
    .limit(100);
  if (required.length === 0) return true;
  const agreed = await db
    .select({ infoId: consents.infoId, revision: max(gdprConsentInfoRevisions.revision) })
    .from(consents)
    .innerJoin(gdprConsentInfoRevisions, eq(gdprConsentInfoRevisions.id, consents.infoRevisionId))
    .where(
      and(
        eq(consents.userId, input.userId),
        inArray(
          consents.infoId,
          required.map((r) => r.infoId),
        ),
      ),
    )
    .groupBy(consents.infoId);
  const agreedRevision = new Map(agreed.map((row) => [row.infoId, row.revision ?? 0]));
  return required.every((r) => (agreedRevision.get(r.infoId) ?? 0) >= r.revision);
}
