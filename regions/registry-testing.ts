/** The sites the registry must hold, and a site by id that fails loudly, for the registry's tests. */
import type { Region } from './build-region';
import { getRegion } from './registry';

export const SITE_IDS = [
  'franken',
  'berlin-brandenburg',
  'schleswig-holstein',
  'thueringen',
  'saarland',
  'sachsen',
  'nrw',
  'stuttgart',
  'ludwigsburg',
  'ingolstadt',
  'rems-murr',
  'hannover',
  'allgaeu',
  'augsburg',
  'ulm',
  'schwarzwald',
  'innsalzach',
  'niederbayern',
  'hamburg',
  'kassel',
  'chiemgau',
  'goettingen',
  'regensburg',
  'traunstein',
  'rhein-neckar',
  'osnabrueck',
  'heilbronn',
  'rosenheim',
];

export const region = (id: string): Region => {
  const r = getRegion(id);
  if (!r) throw new Error(`no region ${id}`);
  return r;
};
