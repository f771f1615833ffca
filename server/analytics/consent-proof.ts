import { z } from 'zod';
import type { Region } from '../../regions/build-region';
import type { ConsentSettings } from './consent-rules';

/**
 * The consent record as the browser sends it with a server-side event (docs/product-decisions.md "Consent and
 * analytics"): checked by shape here, by content with consent-rules.ts.
 */
export const consentProof = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  cmp: z.string().max(64),
  version: z.number().int().min(1).max(1_000_000),
  at: z.iso.datetime(),
  statistics: z.boolean(),
  marketing: z.boolean(),
});

/** The consent settings of a site's config. */
export function consentSettingsOf(region: Pick<Region, 'CMP_ID' | 'TRACKING'>): ConsentSettings {
  return {
    cmpId: region.CMP_ID,
    version: region.TRACKING.consentVersion,
    maxAgeDays: region.TRACKING.consentMaxAgeDays,
  };
}
