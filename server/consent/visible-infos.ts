import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { gdprConsentInfos as infos } from '../db/schema';

/** Consent infos shared by every site (no region) or the given site's own, active ones only. */
export const visibleOn = (regionId: string): SQL =>
  and(eq(infos.active, true), or(isNull(infos.regionId), eq(infos.regionId, regionId))) as SQL;
