import type { ConsentChoice, ConsentRecord, ConsentSettings } from '@/lib/contract';

/** A new record for a choice made now on this site's banner. */
export function newConsentRecord(
  choice: ConsentChoice,
  settings: ConsentSettings,
  id: string,
  now: Date,
): ConsentRecord {
  return { id, cmp: settings.cmpId, version: settings.version, at: now.toISOString(), ...choice };
}

/**
 * docs/product.md §4: withdrawing consent reloads the page, so nothing loaded under the old choice keeps running.
 * True when the new choice takes back a purpose the old one granted.
 */
export function withdraws(before: ConsentChoice | null, after: ConsentChoice): boolean {
  return !!before && ((before.statistics && !after.statistics) || (before.marketing && !after.marketing));
}

/** Whether a choice lets anything load at all. */
export function grantsAny(choice: ConsentChoice | null): boolean {
  return !!choice && (choice.statistics || choice.marketing);
}
