import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gdprConsentInfoRevisions, gdprConsentInfos, gdprUserConsents } from '../db/schema';

/** One consent the user gave: which text (type, placement, revision, wording) and when. */
export type MyConsent = {
  id: string;
  type: string;
  placement: string;
  revision: number;
  text: string;
  givenAt: Date;
};

/** Bounded: a user agrees to a handful of texts a year. */
const LIST_LIMIT = 100;

/**
 * The consents the user gave on this site (or site-independent ones), newest first: recorded while signed in,
 * or for the account's address (the consent modal and application forms record by address too).
 */
export async function listMyConsents(
  db: Db,
  user: { id: string; email: string },
  regionId: string,
): Promise<MyConsent[]> {
  return db
    .select({
      id: gdprUserConsents.id,
      type: gdprConsentInfos.type,
      placement: gdprConsentInfos.placement,
      revision: gdprConsentInfoRevisions.revision,
      text: gdprConsentInfoRevisions.text,
      givenAt: gdprUserConsents.createdAt,
    })
    .from(gdprUserConsents)
    .innerJoin(gdprConsentInfos, eq(gdprConsentInfos.id, gdprUserConsents.infoId))
    .innerJoin(gdprConsentInfoRevisions, eq(gdprConsentInfoRevisions.id, gdprUserConsents.infoRevisionId))
    .where(
      and(
        or(eq(gdprUserConsents.userId, user.id), sql`lower(${gdprUserConsents.mail}) = ${user.email.toLowerCase()}`),
        or(eq(gdprUserConsents.regionId, regionId), sql`${gdprUserConsents.regionId} is null`),
      ),
    )
    .orderBy(desc(gdprUserConsents.createdAt))
    .limit(LIST_LIMIT);
}
