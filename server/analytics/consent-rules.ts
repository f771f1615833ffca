/**
 * A visitor's cookie choice and the proof of it (docs/product.md §4; docs/product-decisions.md "Consent and
 * analytics"). The browser keeps the record in first-party storage and sends it with every server-side event;
 * both sides judge it by these rules. Plain values only: client code imports them (lib/contract.ts).
 */

/** The purposes a visitor decides on; "necessary" is always on and never asked. */
export const CONSENT_PURPOSES = ['statistics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoice = Record<ConsentPurpose, boolean>;

/** The proof: which banner (CMP id and version), when, and what was chosen; `id` is random, naming nobody. */
export type ConsentRecord = ConsentChoice & { id: string; cmp: string; version: number; at: string };

/** What a site's config says about choices (regions: CMP_ID, TRACKING.consentVersion, consentMaxAgeDays). */
export type ConsentSettings = { cmpId: string; version: number; maxAgeDays: number };

const DAY_MS = 86_400_000;
/** A browser's clock may run ahead of ours; a choice "from tomorrow" is still believed, one from later is not. */
const CLOCK_SKEW_MS = DAY_MS;

/** Whether a record still holds: this site's banner, its current version, made in the past and not expired. */
export function isCurrentRecord(record: ConsentRecord, settings: ConsentSettings, now: number): boolean {
  const at = Date.parse(record.at);
  return (
    record.cmp === settings.cmpId &&
    record.version === settings.version &&
    Number.isFinite(at) &&
    at <= now + CLOCK_SKEW_MS &&
    now - at < settings.maxAgeDays * DAY_MS
  );
}

/** Whether a (possibly missing) record allows a purpose now. */
export function grantsPurpose(
  record: ConsentRecord | null,
  purpose: ConsentPurpose,
  settings: ConsentSettings,
  now: number,
): boolean {
  return record !== null && isCurrentRecord(record, settings, now) && record[purpose];
}
