import { CARE_EMPLOYERS } from './care';
import { INDUSTRY_EMPLOYERS } from './industry';
import { SERVICE_EMPLOYERS } from './services';
import { TRADE_EMPLOYERS } from './trades';
import type { Archetype } from './types';

export type { Archetype, Motif } from './types';

export const ARCHETYPES: readonly Archetype[] = [
  ...CARE_EMPLOYERS,
  ...INDUSTRY_EMPLOYERS,
  ...TRADE_EMPLOYERS,
  ...SERVICE_EMPLOYERS,
];

const BY_ID = new Map(ARCHETYPES.map((a) => [a.id, a]));

export function archetype(id: string): Archetype {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown employer archetype "${id}"`);
  return found;
}

/**
 * Every region gets one employer of each of these, so the typical searches work everywhere: "Pflege" finds
 * hospital and care-home jobs, "Entwickler" and "Entwicklung" the software house and the manufacturer,
 * "Stapler" the logistics company, "SHK", "Kfz" and "Schreiner/Tischler" the craft businesses, "Erzieher"
 * the Kita.
 */
export const CORE_ARCHETYPES = [
  'klinik',
  'seniorenheim',
  'software',
  'maschinenbau',
  'logistik',
  'shk-betrieb',
  'autohaus',
  'schreinerei',
  'kita',
] as const;

/**
 * Anchor jobs every region gets first: [archetype, occupation, title pattern]. Together with the core
 * employers they guarantee the search vocabulary the job-search work is tested on.
 */
export const ANCHOR_JOBS: ReadonlyArray<readonly [string, string, RegExp?]> = [
  ['klinik', 'pflegefachkraft', /Pflegefachkraft|Pflegefachfrau/],
  ['klinik', 'pflegefachkraft', /Krankenschwester|Krankenpfleger/],
  ['seniorenheim', 'altenpfleger', /Altenpfleger/],
  ['seniorenheim', 'pflegehelfer'],
  ['klinik', 'mfa', /MFA/],
  ['software', 'softwareentwickler', /Softwareentwickler|Backend-Entwickler|Anwendungsentwickler/],
  ['software', 'softwareentwickler', /Developer|Engineer/],
  ['software', 'aussendienst', /Sales Manager/],
  ['maschinenbau', 'entwicklungsingenieur', /Entwicklung/],
  ['logistik', 'staplerfahrer', /Gabelstapler/],
  ['shk-betrieb', 'shk', /SHK/],
  ['autohaus', 'kfz-mechatroniker', /Kfz-Mechatroniker/],
  ['schreinerei', 'tischler'],
  ['kita', 'erzieher'],
];
