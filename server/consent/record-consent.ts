import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gdprConsentInfos as infos, gdprUserConsents as consents } from '../db/schema';
import { latestRevisions } from './latest-revisions';
import { visibleOn } from './visible-infos';

export type RecordedConsent = { id: string; mail: string; infoId: string; infoRevisionId: string };

export type RecordConsentOutcome =
  { outcome: 'recorded'; consent: RecordedConsent } | { outcome: 'infoNotFound' } | { outcome: 'noPublishedText' };

/**
 * Records agreement to the latest published revision of a consent info of a site, in a language: for the user
 * (`userId`) or, without one, for the address alone. Agreeing twice to the same revision returns the first
 * record. Who may record for which address is the caller's decision.
 */
export async function recordConsent(
  db: Db,
  input: { userId: string | null; mail: string; infoId: string; regionId: string; language: string },
): Promise<RecordConsentOutcome> {
  const { userId, mail, infoId } = input;
  const [info] = await db
    .select({ id: infos.id })
    .from(infos)
    .where(and(eq(infos.id, infoId), visibleOn(input.regionId)))
    .limit(1);
  if (!info) return { outcome: 'infoNotFound' };
  const latest = latestRevisions(db, { language: input.language });
  const [revision] = await db.select({ id: latest.revisionId }).from(latest).where(eq(latest.infoId, infoId)).limit(1);
  if (!revision) return { outcome: 'noPublishedText' };

  const owner = userId ? eq(consents.userId, userId) : and(isNull(consents.userId), eq(consents.mail, mail));
  const consentColumns = {
    id: consents.id,
    mail: consents.mail,
    infoId: consents.infoId,
    infoRevisionId: consents.infoRevisionId,
  };
  const [existing] = await db
    .select(consentColumns)
    .from(consents)
    .where(and(owner, eq(consents.infoRevisionId, revision.id)))
    .limit(1);
  if (existing) return { outcome: 'recorded', consent: existing };
  const [created] = await db
    .insert(consents)
    .values({ userId, mail, infoId, infoRevisionId: revision.id, regionId: input.regionId })
    .returning(consentColumns);
  return { outcome: 'recorded', consent: created };
}
