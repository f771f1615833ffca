import { BUSINESS } from './business';
import { CONSTRUCTION } from './construction';
import { CRAFTS } from './crafts';
import { ENGINEERING } from './engineering';
import { MEDICINE, NURSING } from './health';
import { HOSPITALITY } from './hospitality';
import { IT } from './it';
import { LOGISTICS } from './logistics';
import { OFFICE } from './office';
import { PHARMA } from './pharma';
import { SALES } from './sales';
import { SOCIAL } from './social';
import type { Occupation } from './types';

export type { Level, Occupation, WorkMode } from './types';

/** Every occupation of the demo data, by family. */
export const OCCUPATIONS: readonly Occupation[] = [
  ...NURSING,
  ...MEDICINE,
  ...PHARMA,
  ...CRAFTS,
  ...CONSTRUCTION,
  ...IT,
  ...ENGINEERING,
  ...LOGISTICS,
  ...SALES,
  ...OFFICE,
  ...BUSINESS,
  ...HOSPITALITY,
  ...SOCIAL,
];

const BY_ID = new Map(OCCUPATIONS.map((o) => [o.id, o]));

export function occupation(id: string): Occupation {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown occupation "${id}"`);
  return found;
}
