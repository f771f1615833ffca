import { assertUniqueHosts, buildRegion, type Region } from './build-region';
import type { RegionOverrides } from './schema';
import type { SiteOverrides } from './settings-table';
import allgaeu from './sites/allgaeu';
import augsburg from './sites/augsburg';
import berlinBrandenburg from './sites/berlin-brandenburg';
import chiemgau from './sites/chiemgau';
import franken from './sites/franken';
import goettingen from './sites/goettingen';
import hamburg from './sites/hamburg';
import hannover from './sites/hannover';
import heilbronn from './sites/heilbronn';
import ingolstadt from './sites/ingolstadt';
import innsalzach from './sites/innsalzach';
import kassel from './sites/kassel';
import ludwigsburg from './sites/ludwigsburg';
import niederbayern from './sites/niederbayern';
import nrw from './sites/nrw';
import osnabrueck from './sites/osnabrueck';
import regensburg from './sites/regensburg';
import remsMurr from './sites/rems-murr';
import rheinNeckar from './sites/rhein-neckar';
import rosenheim from './sites/rosenheim';
import saarland from './sites/saarland';
import sachsen from './sites/sachsen';
import schleswigHolstein from './sites/schleswig-holstein';
import schwarzwald from './sites/schwarzwald';
import stuttgart from './sites/stuttgart';
import thueringen from './sites/thueringen';
import traunstein from './sites/traunstein';
import ulm from './sites/ulm';

/** Every site file, keyed by the id that is also its local host `<id>.localhost`. */
const SITE_FILES: Record<string, RegionOverrides> = {
  franken,
  'berlin-brandenburg': berlinBrandenburg,
  'schleswig-holstein': schleswigHolstein,
  thueringen,
  saarland,
  sachsen,
  nrw,
  stuttgart,
  ludwigsburg,
  ingolstadt,
  'rems-murr': remsMurr,
  hannover,
  allgaeu,
  augsburg,
  ulm,
  schwarzwald,
  innsalzach,
  niederbayern,
  hamburg,
  kassel,
  chiemgau,
  goettingen,
  regensburg,
  traunstein,
  'rhein-neckar': rheinNeckar,
  osnabrueck,
  heilbronn,
  rosenheim,
};

/** Validates every site at module load, so a broken file stops `next build` and `next start`. */
function loadRegions(): Region[] {
  const built = Object.entries(SITE_FILES).map(([id, overrides]) => {
    const file = `regions/sites/${id}.ts`;
    return { file, region: buildRegion(file, id, overrides) };
  });
  assertUniqueHosts(built);
  return built.map((b) => b.region);
}

export const REGIONS: readonly Region[] = loadRegions();

/** Each site as its file sets it, for the settings table of regions/README.md. */
export const SITE_OVERRIDES: readonly SiteOverrides[] = Object.entries(SITE_FILES).map(([id, overrides]) => ({
  id,
  overrides,
}));

const BY_ID = new Map(REGIONS.map((r) => [r.id, r]));

export function getRegion(id: string): Region | undefined {
  return BY_ID.get(id);
}
